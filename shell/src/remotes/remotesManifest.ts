import { lazy as lazySchema, object, string } from 'yup';

/** Remote federation name -> address of that remote's mf-manifest.json. */
export type RemotesManifest = Record<string, string>;

export const remotesManifestSchema = lazySchema((value: unknown) =>
  object(
    Object.fromEntries(
      Object.keys(value && typeof value === 'object' ? value : {}).map((name) => [
        name,
        string()
          .required(`${name} needs the address of its mf-manifest.json`)
          .matches(/mf-manifest\.json$/, `${name} must point at an mf-manifest.json`),
      ]),
    ),
  )
    .required()
    .strict(),
);

export async function parseRemotesManifest(value: unknown): Promise<RemotesManifest> {
  return (await remotesManifestSchema.validate(value)) as RemotesManifest;
}
