import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SigningPlace } from '@legacy-planner/contracts';
import { apiErrorMessage, useAppLink, usePlatform } from '@legacy-planner/shared-ui';
import { SigningPlaceSelect, signingPlaceLabel } from '@legacy-planner/planner-client';
import { planSigningPlaceQuery } from '../api/planSigningPlace';
import { setSigningPlace } from '../api/setSigningPlace';

const ACCOUNT_PAGE = '/account';

/**
 * Above the will, the health directive and the power of attorney: which place's signing page
 * their PDF ends with, or, until the owner has said, a prompt to choose it (saved on the
 * account). The plan is the owner's: a helper sees the owner's choice and cannot make it.
 */
export function SigningPlacePrompt() {
  const { helping, isDemoMode } = usePlatform();
  if (isDemoMode) return null;
  return helping ? <HelperView ownerName={helping.ownerName} /> : <OwnerPrompt />;
}

function HelperView({ ownerName }: { ownerName: string }) {
  const { api } = usePlatform();
  const { data } = useQuery(planSigningPlaceQuery(api));
  if (!data) return null;
  if (data.signingPlace) {
    return (
      <Typography variant="body2" color="text.secondary">
        Signing page for {signingPlaceLabel(data.signingPlace)}, where {ownerName} signs.
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {ownerName} has not said where they sign; the signing page is general until they do.
    </Typography>
  );
}

function OwnerPrompt() {
  const { api, user, updateUser, isReadOnly, toast } = usePlatform();
  const accountLink = useAppLink(ACCOUNT_PAGE);
  const [place, setPlace] = useState<SigningPlace | ''>('');
  const [saving, setSaving] = useState(false);
  if (!user) return null;

  if (user.signingPlace) {
    return (
      <Typography variant="body2" color="text.secondary">
        Signing page for {signingPlaceLabel(user.signingPlace)} ·{' '}
        <Link {...accountLink}>change in Account</Link>
      </Typography>
    );
  }
  if (isReadOnly) return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!place) return;
    setSaving(true);
    try {
      updateUser(await setSigningPlace(api, place));
    } catch (error) {
      toast({
        title: 'That did not work',
        description: apiErrorMessage(error, 'Where you sign could not be saved.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    // Not an alert: nothing happened, and the wizard's own alerts are found by that role.
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" spacing={1.5} aria-label="Where you sign" onSubmit={save}>
        <Typography>
          Where do you sign your documents? Your PDF ends with a signing page for that state: how
          many witnesses, whether a notary is needed, and who may not be a witness. Until you say,
          it is a general page.
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <SigningPlaceSelect id="wizard-signing-place" value={place} onChange={setPlace} />
          <Button type="submit" variant="outlined" disabled={saving || !place}>
            Save place
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
