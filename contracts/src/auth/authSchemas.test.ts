import { loginSchema, onboardingSchema, signupFormSchema, signupSchema } from './authSchemas';

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('auth schemas', () => {
  it('accept a valid sign-in and sign-up', async () => {
    await expect(
      errorsOf(loginSchema, { email: 'ann@example.com', password: 'secret1' }),
    ).resolves.toEqual([]);
    await expect(
      errorsOf(signupFormSchema, {
        name: 'Ann',
        email: 'ann@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).resolves.toEqual([]);
  });

  it('give the spec messages', async () => {
    await expect(
      errorsOf(loginSchema, { email: 'not-an-email', password: '123' }),
    ).resolves.toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
    await expect(
      errorsOf(signupFormSchema, {
        name: 'Ann',
        email: 'a@b.co',
        password: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).resolves.toEqual(['Passwords do not match']);
    await expect(
      errorsOf(signupSchema, { name: '   ', email: 'a@b.co', password: 'secret1' }),
    ).resolves.toEqual(['Please enter your name']);
  });

  it('refuse values that are not plain strings, and unknown fields', async () => {
    await expect(
      errorsOf(loginSchema, { email: { $gt: '' }, password: 'secret1' }),
    ).resolves.toHaveLength(1);
    await expect(
      errorsOf(loginSchema, { email: 'a@b.co', password: 123456 }),
    ).resolves.toHaveLength(1);
    await expect(
      errorsOf(loginSchema, { email: 'a@b.co', password: 'secret1', role: 'admin' }),
    ).resolves.toHaveLength(1);
  });

  it('accept onboarding progress between 0 and 6 only', async () => {
    await expect(
      errorsOf(onboardingSchema, { onboardingComplete: true, onboardingStep: 6 }),
    ).resolves.toEqual([]);
    await expect(
      errorsOf(onboardingSchema, { onboardingComplete: 'yes', onboardingStep: 7 }),
    ).resolves.toHaveLength(2);
  });
});
