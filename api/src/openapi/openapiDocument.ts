import {
  LIMITS,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  ONBOARDING_STEPS,
  activityCategories,
  activityStatuses,
  contactRoles,
  documentCategories,
  documentStatuses,
  wishCategories,
  wishImportances,
} from '@legacy-planner/contracts';

// The API's response and request shapes, as OpenAPI 3.1 (served at /api/openapi.json). Its
// enumerations and limits come from the same contracts as the validation.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });
const ok = (description: string, schema: object) => ({ description, ...json(schema) });
const str = (maxLength: number, extra: object = {}) => ({ type: 'string', maxLength, ...extra });
const owned = {
  id: { type: 'string' },
  userId: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

const documentFields = {
  title: str(LIMITS.title, { minLength: 1 }),
  category: { enum: [...documentCategories], default: 'other' },
  status: { enum: [...documentStatuses], default: 'not_started' },
  privacyLevel: str(40, { default: 'Private' }),
  completionPercentage: { type: 'integer', minimum: 0, maximum: 100, default: 0 },
};
const wishFields = {
  category: { enum: [...wishCategories], default: 'other' },
  subcategory: str(LIMITS.short, { default: '' }),
  preference: str(LIMITS.preference, { minLength: 1 }),
  details: str(LIMITS.long, { default: '' }),
  importance: { enum: [...wishImportances], default: 'medium' },
  isSelected: { type: 'boolean', default: false },
};
const contactFields = {
  firstName: str(LIMITS.short, { minLength: 1 }),
  lastName: str(LIMITS.short, { default: '' }),
  email: str(LIMITS.email, { description: 'empty, or an email address' }),
  phone: str(LIMITS.phone, { default: '' }),
  relation: str(LIMITS.short, { default: '', description: 'called "relationship" in the forms' }),
  role: { enum: [...contactRoles], default: 'other' },
  address: str(LIMITS.preference, { default: '' }),
  notes: str(LIMITS.long, { default: '' }),
};

function record(fields: Record<string, object>, required: string[]) {
  return {
    input: { type: 'object', properties: fields, required },
    patch: { type: 'object', properties: fields, minProperties: 1 },
    record: {
      type: 'object',
      properties: { ...owned, ...fields },
      required: ['id', 'userId', 'createdAt', 'updatedAt', ...Object.keys(fields)],
    },
  };
}

const documents = record(documentFields, ['title']);
const wishes = record(wishFields, ['preference']);
const contacts = record(contactFields, ['firstName']);

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const signedIn = { 401: error('Not signed in') };
const writes = {
  ...signedIn,
  403: error('The demo account is read-only, or the request came from another site'),
};

function collectionPaths(
  path: string,
  tag: string,
  names: { input: string; patch: string; record: string },
) {
  return {
    [path]: {
      get: {
        tags: [tag],
        summary: `List the signed-in user's ${tag}, newest first`,
        responses: {
          200: ok('The list', { type: 'array', items: ref(names.record) }),
          ...signedIn,
        },
      },
      post: {
        tags: [tag],
        summary: `Create one (unknown fields are dropped)`,
        requestBody: { required: true, ...json(ref(names.input)) },
        responses: {
          201: ok('Created', ref(names.record)),
          400: error('Invalid input'),
          ...writes,
        },
      },
    },
    [`${path}/{id}`]: {
      parameters: [idParameter],
      get: {
        tags: [tag],
        summary: 'Read one',
        responses: {
          200: ok('Found', ref(names.record)),
          404: error("No such record of this user's"),
          ...signedIn,
        },
      },
      put: {
        tags: [tag],
        summary: 'Change some fields',
        requestBody: { required: true, ...json(ref(names.patch)) },
        responses: {
          200: ok('Updated', ref(names.record)),
          400: error('Invalid input'),
          404: error("No such record of this user's"),
          ...writes,
        },
      },
      delete: {
        tags: [tag],
        summary: 'Delete one',
        responses: {
          204: { description: 'Deleted' },
          404: error("No such record of this user's"),
          ...writes,
        },
      },
    },
  };
}

export const openapiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Legacy Planner API',
    version: '1.0.0',
    description:
      'Every route but health, sign-up, sign-in and the provider list needs a session cookie (lp.sid). ' +
      'State-changing requests from another origin are refused; bodies must be JSON. Errors are `{ error, message }`.',
  },
  servers: [{ url: '/' }],
  paths: {
    '/api/health': {
      get: {
        tags: ['platform'],
        summary: 'Is the API and its store answering?',
        responses: { 200: ok('Healthy', ref('Health')), 503: error('The store is not answering') },
      },
    },
    '/api/openapi.json': {
      get: {
        tags: ['platform'],
        summary: 'This document',
        responses: { 200: { description: 'OpenAPI 3.1' } },
      },
    },
    '/api/auth/signup': {
      post: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        requestBody: { required: true, ...json(ref('SignupRequest')) },
        responses: {
          201: ok('Signed in', ref('CurrentUser')),
          400: error('Invalid input'),
          409: error('Email taken'),
        },
      },
    },
    '/api/auth/login': {
      post: {
        tags: ['auth'],
        summary: 'Sign in (a new session id)',
        requestBody: { required: true, ...json(ref('LoginRequest')) },
        responses: {
          200: ok('Signed in', ref('CurrentUser')),
          400: error('Invalid input'),
          401: error('"Account not found..." or "Incorrect email or password."'),
          429: {
            ...error('Too many failed attempts'),
            headers: { 'Retry-After': { schema: { type: 'integer' } } },
          },
        },
      },
    },
    '/api/auth/logout': {
      post: {
        tags: ['auth'],
        summary: 'Sign out (the session is destroyed)',
        responses: { 204: { description: 'Signed out' } },
      },
    },
    '/api/auth/user': {
      get: {
        tags: ['auth'],
        summary: 'The signed-in user',
        responses: { 200: ok('The user', ref('CurrentUser')), ...signedIn },
      },
    },
    '/api/auth/onboarding': {
      put: {
        tags: ['auth'],
        summary: 'Save onboarding progress',
        requestBody: { required: true, ...json(ref('OnboardingRequest')) },
        responses: {
          200: ok('The user', ref('CurrentUser')),
          400: error('Invalid input'),
          ...writes,
        },
      },
    },
    '/api/auth/providers': {
      get: {
        tags: ['auth'],
        summary: 'Which third-party sign-ins are configured',
        responses: { 200: ok('Providers', ref('AuthProviders')) },
      },
    },
    '/api/auth/{provider}': {
      parameters: [
        { name: 'provider', in: 'path', required: true, schema: { enum: ['google', 'facebook'] } },
      ],
      get: {
        tags: ['auth'],
        summary:
          'Browser navigation: starts provider sign-in; ends on /app, or /login?signInError=...',
        responses: { 302: { description: 'To the provider, or back to /login' } },
      },
    },
    ...collectionPaths('/api/documents', 'documents', {
      input: 'DocumentInput',
      patch: 'DocumentPatch',
      record: 'Document',
    }),
    ...collectionPaths('/api/wishes', 'wishes', {
      input: 'WishInput',
      patch: 'WishPatch',
      record: 'Wish',
    }),
    ...collectionPaths('/api/contacts', 'contacts', {
      input: 'ContactInput',
      patch: 'ContactPatch',
      record: 'Contact',
    }),
    '/api/activities': {
      get: {
        tags: ['activities'],
        summary: "The signed-in user's activity log, newest first",
        responses: { 200: ok('The log', { type: 'array', items: ref('Activity') }), ...signedIn },
      },
    },
    '/api/journey': {
      get: {
        tags: ['journey'],
        summary: 'Where the guided journey stands',
        responses: { 200: ok('The state', ref('JourneyState')), ...signedIn },
      },
      put: {
        tags: ['journey'],
        summary: 'Save where the guided journey stands',
        requestBody: { required: true, ...json(ref('JourneyState')) },
        responses: {
          200: ok('Saved', ref('JourneyState')),
          400: error('Invalid input'),
          ...writes,
        },
      },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: { error: { type: 'string' }, message: { type: 'string' } },
        required: ['error', 'message'],
      },
      Health: {
        type: 'object',
        properties: {
          status: { const: 'ok' },
          store: { enum: ['sqlite', 'mongodb'] },
          uptimeSeconds: { type: 'integer' },
        },
        required: ['status', 'store', 'uptimeSeconds'],
      },
      CurrentUser: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          email: { type: 'string', format: 'email' },
          role: { enum: ['user', 'admin'] },
          isDemo: { type: 'boolean' },
          onboardingComplete: { type: 'boolean' },
          onboardingStep: { type: 'integer', minimum: 0, maximum: ONBOARDING_STEPS },
        },
        required: ['id', 'name', 'email', 'role', 'isDemo', 'onboardingComplete', 'onboardingStep'],
      },
      LoginRequest: {
        type: 'object',
        properties: {
          email: str(MAX_EMAIL_LENGTH, { format: 'email' }),
          password: str(MAX_PASSWORD_LENGTH, { minLength: MIN_PASSWORD_LENGTH }),
        },
        required: ['email', 'password'],
        additionalProperties: false,
      },
      SignupRequest: {
        type: 'object',
        properties: {
          name: str(MAX_NAME_LENGTH, { minLength: 1 }),
          email: str(MAX_EMAIL_LENGTH, { format: 'email' }),
          password: str(MAX_PASSWORD_LENGTH, { minLength: MIN_PASSWORD_LENGTH }),
        },
        required: ['name', 'email', 'password'],
        additionalProperties: false,
      },
      OnboardingRequest: {
        type: 'object',
        properties: {
          onboardingComplete: { type: 'boolean' },
          onboardingStep: { type: 'integer', minimum: 0, maximum: ONBOARDING_STEPS },
        },
        required: ['onboardingComplete', 'onboardingStep'],
        additionalProperties: false,
      },
      AuthProviders: {
        type: 'object',
        properties: { google: { type: 'boolean' }, facebook: { type: 'boolean' } },
        required: ['google', 'facebook'],
      },
      DocumentInput: documents.input,
      DocumentPatch: documents.patch,
      Document: documents.record,
      WishInput: wishes.input,
      WishPatch: wishes.patch,
      Wish: wishes.record,
      ContactInput: contacts.input,
      ContactPatch: contacts.patch,
      Contact: contacts.record,
      Activity: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          userId: { type: 'string' },
          category: { enum: [...activityCategories] },
          status: { enum: [...activityStatuses] },
          description: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
        },
        required: ['id', 'userId', 'category', 'status', 'description', 'createdAt'],
      },
      JourneyState: {
        type: 'object',
        description: 'What was typed to verify access (the key, the answers) is never stored.',
        properties: {
          step: { type: 'integer', minimum: 0, maximum: 5 },
          planningFor: { enum: ['self', 'loved-one', null] },
          relationship: str(LIMITS.short),
          verificationMethod: { enum: ['key', 'questions', null] },
          identityVerified: { type: 'boolean' },
          priorities: {
            type: 'array',
            items: { enum: ['documents', 'wishes', 'contacts', 'digital'] },
            maxItems: 4,
          },
        },
        required: ['step'],
      },
    },
  },
};
