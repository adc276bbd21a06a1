import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SigningPlace } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { Section, SigningPlaceSelect, signingPlaceLabel } from '@legacy-planner/planner-client';
import { setSigningPlace } from './api/setSigningPlace';
import { useAccountAction } from './useAccountAction';

/**
 * Where the owner signs their documents, chosen once: the will, the health directive and the
 * power of attorney end with that place's signing page (witnesses, notary, who may not witness).
 */
export function SigningPlaceSection() {
  const { api, user, updateUser, isReadOnly } = usePlatform();
  const saved = user?.signingPlace ?? null;
  const [place, setPlace] = useState<SigningPlace | ''>(saved ?? '');
  const { busy, run } = useAccountAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!place) return;
    await run(async () => updateUser(await setSigningPlace(api, place)), {
      title: 'Saved',
      description: `Your documents' signing page is for ${signingPlaceLabel(place)}.`,
    });
  };

  return (
    <Section
      id="signing-place"
      title="Where you sign"
      intro="Your will, health directive and power of attorney end with a signing page for the state where you sign them: how many witnesses, whether a notary is needed, and who may not be a witness."
    >
      <Typography>
        {saved
          ? `Signing page for ${signingPlaceLabel(saved)}.`
          : 'Not chosen yet: your PDFs end with a general signing page.'}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        useFlexGap
        aria-label="Where you sign"
        onSubmit={save}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <SigningPlaceSelect
          id="account-signing-place"
          value={place}
          onChange={setPlace}
          disabled={isReadOnly}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={isReadOnly || busy || !place || place === saved}
        >
          Save place
        </Button>
      </Stack>
    </Section>
  );
}
