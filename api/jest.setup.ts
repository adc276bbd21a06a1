// A setup file of the API's jest project. The API tests sign up hundreds of people, and at the
// production cost (scrypt N=2^17: 128 MiB and a few hundred milliseconds each on two cores)
// hashing was most of the suite's time on a loaded machine, though it is not what they test.
// They hash at a low cost instead, in the same format: the real verifyPassword reads the cost
// from each hash. passwords.test.ts (which checks the production cost and the limit on hashes
// at once) unmocks it, and the end-to-end tests run the real server at the production cost.
jest.mock('./src/features/auth/passwords', () => {
  const actual = jest.requireActual('./src/features/auth/passwords');
  const crypto = jest.requireActual('node:crypto');
  const N = 1024;
  return {
    ...actual,
    hashPassword: async (password: string): Promise<string> => {
      const salt: Buffer = crypto.randomBytes(16);
      const key: Buffer = crypto.scryptSync(password, salt, 64, { N, r: 8, p: 1 });
      return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    },
  };
});
