import { setLocale } from 'yup';

// yup's default type error prints the submitted value back ("…but the final value was: …"):
// a server must never echo what it was sent (a crafted value can make the answer megabytes),
// and a form has no use for it either. Imported first by every module that builds schemas,
// because yup reads the message when a schema is created.
setLocale({
  mixed: {
    notType: ({ path, type }: { path: string; type: string }) =>
      `${path} must be a \`${type}\` type`,
  },
});
