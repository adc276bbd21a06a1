import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TwoFactorSetup } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { Section } from '@legacy-planner/planner-client';
import { startTwoFactorSetup } from './api/twoFactorSetup';
import { enableTwoFactor } from './api/enableTwoFactor';
import { disableTwoFactor } from './api/disableTwoFactor';
import { useAccountAction } from './useAccountAction';
import { useAccountSecurity } from '@legacy-planner/planner-client';

/** A code field: the 6 digits of the app (or a recovery code when turning it off). */
function CodeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
      sx={{ maxWidth: 260 }}
    />
  );
}

/**
 * Two-factor sign-in: set up with the QR code (or the secret typed in), confirmed with a code,
 * then ten recovery codes shown once. Turning it off asks for a current code.
 */
export function TwoFactorSection() {
  const { api } = usePlatform();
  const { security, refresh } = useAccountSecurity();
  const { busy, run } = useAccountAction();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  // Asked before set-up starts, for an account that has a password.
  const [password, setPassword] = useState('');
  const needsPassword = security?.hasPassword === true;

  const begin = () =>
    run(
      async () => {
        setSetup(await startTwoFactorSetup(api, needsPassword ? { password } : {}));
        setPassword('');
      },
      { title: 'Scan the QR code', description: 'Then enter the code your app shows.' },
    );
  const confirm = () =>
    run(
      async () => {
        const answer = await enableTwoFactor(api, { code: code.trim() });
        setRecoveryCodes(answer.recoveryCodes);
        setSetup(null);
        setCode('');
        await refresh();
      },
      { title: 'Two-factor sign-in is on' },
    );
  const turnOff = () =>
    run(
      async () => {
        await disableTwoFactor(api, { code: code.trim() });
        setCode('');
        await refresh();
      },
      { title: 'Two-factor sign-in is off' },
    );

  return (
    <Section id="account-two-factor" title="Two-factor sign-in">
      <Typography>
        {security?.twoFactorEnabled
          ? `On: signing in with your password also asks for a code from your authenticator app. Recovery codes left: ${security.recoveryCodesLeft}.`
          : 'Off. With it on, signing in with your password also asks for a code from an authenticator app on your phone.'}
      </Typography>

      {recoveryCodes && (
        <Alert severity="warning" onClose={() => setRecoveryCodes(null)}>
          <Typography sx={{ fontWeight: 600 }}>Your recovery codes (shown only now)</Typography>
          <Typography>
            Keep them somewhere safe. Each one signs you in once if you lose your phone.
          </Typography>
          <Box
            component="ul"
            aria-label="Recovery codes"
            sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }}
          >
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </Box>
        </Alert>
      )}

      {security && !security.twoFactorEnabled && !setup && (
        <Stack spacing={2}>
          {needsPassword && (
            <TextField
              id="two-factor-password"
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              sx={{ maxWidth: 360 }}
            />
          )}
          <Button
            variant="outlined"
            disabled={busy || (needsPassword && password === '')}
            onClick={() => void begin()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Turn on two-factor sign-in
          </Button>
        </Stack>
      )}

      {setup && (
        <Stack spacing={2}>
          <Typography>Scan this QR code with your authenticator app:</Typography>
          <Box
            component="img"
            src={setup.qrCode}
            alt="QR code to add Legacy Planner to your authenticator app"
            sx={{ width: 200, height: 200, bgcolor: 'common.white' }}
          />
          <Typography>
            Or type this key into the app:{' '}
            <Box component="code" data-testid="two-factor-secret" sx={{ overflowWrap: 'anywhere' }}>
              {setup.secret}
            </Box>
          </Typography>
          <CodeField
            id="two-factor-setup-code"
            label="Code from the app"
            value={code}
            onChange={setCode}
          />
          <Button
            variant="contained"
            disabled={busy || code.trim() === ''}
            onClick={() => void confirm()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Confirm and turn on
          </Button>
        </Stack>
      )}

      {security?.twoFactorEnabled && (
        <Stack spacing={2}>
          <CodeField
            id="two-factor-off-code"
            label="Current code (or a recovery code)"
            value={code}
            onChange={setCode}
          />
          <Button
            color="error"
            variant="outlined"
            disabled={busy || code.trim() === ''}
            onClick={() => void turnOff()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Turn off two-factor sign-in
          </Button>
        </Stack>
      )}
    </Section>
  );
}
