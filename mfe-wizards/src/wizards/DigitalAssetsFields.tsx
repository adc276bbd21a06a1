import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { accountActions, accountActionLabels } from '@legacy-planner/contracts/wizards';
import { FileUploadField } from '../fields/FileUploadField';
import { SelectInput, optionsOf } from '../fields/ChoiceInput';
import { RepeatableRows } from '../fields/RepeatableRows';
import { Cell, Section } from '../fields/Section';
import { SignatureBlock } from '../fields/SignatureBlock';
import { TextInput } from '../fields/TextInput';
import { ToggleInput } from '../fields/ToggleInput';
import { useValue } from '../fields/useValue';

const actionOptions = optionsOf(accountActions, accountActionLabels);

/** The collapsible 'What Are Digital Assets?' explainer (spec section 2). */
function DigitalAssetsExplainer() {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Section title="What Are Digital Assets?">
      <Cell>
        <Button
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={contentId}
          endIcon={
            <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} aria-hidden />
          }
        >
          {open ? 'Hide explanation' : 'Show explanation'}
        </Button>
        <Collapse in={open} id={contentId}>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Digital assets are everything you own or use online: email and social media accounts,
            photos and documents in the cloud, online banking and shopping accounts, domain names,
            subscriptions, cryptocurrency and NFTs. Without instructions, your family may not know
            they exist or what you would want done with them.
          </Typography>
        </Collapse>
      </Cell>
    </Section>
  );
}

export function DigitalAssetsFields() {
  const hasCrypto = useValue<boolean>('hasCrypto');
  return (
    <>
      <DigitalAssetsExplainer />
      <Section
        title="Authorized Digital Executor"
        description="The person who carries out your instructions for your online accounts."
      >
        <Cell half>
          <TextInput name="digitalExecutor.fullName" label="Executor's full name" required />
        </Cell>
        <Cell half>
          <TextInput name="digitalExecutor.relationship" label="Executor's relationship" />
        </Cell>
        <Cell half>
          <TextInput name="digitalExecutor.phoneNumber" label="Executor's phone" type="tel" />
        </Cell>
        <Cell half>
          <TextInput name="digitalExecutor.email" label="Executor's email" type="email" />
        </Cell>
      </Section>
      <Section
        title="Accounts & Instructions"
        description="Passwords are optional; they are stored encrypted and shown only to you."
      >
        <RepeatableRows
          list="accounts"
          rowName="Account"
          minRows={1}
          firstField="platform"
          renderRow={(path) => (
            <>
              <Cell half>
                <TextInput name={`${path}.platform`} label="Platform or service" />
              </Cell>
              <Cell half>
                <TextInput name={`${path}.username`} label="Username or email" />
              </Cell>
              <Cell half>
                <TextInput
                  name={`${path}.password`}
                  label="Password (optional)"
                  type="password"
                  autoComplete="new-password"
                />
              </Cell>
              <Cell half>
                <SelectInput name={`${path}.action`} label="What to do" options={actionOptions} />
              </Cell>
              <Cell>
                <TextInput name={`${path}.notes`} label="Notes" multiline />
              </Cell>
            </>
          )}
        />
      </Section>
      <Section title="Crypto & NFTs">
        <Cell>
          <ToggleInput name="hasCrypto" label="I own cryptocurrency or NFTs" variant="switch" />
        </Cell>
        {hasCrypto && (
          <>
            <Cell half>
              <TextInput name="cryptoWallet.walletType" label="Wallet type" />
            </Cell>
            <Cell half>
              <TextInput name="cryptoWallet.walletAddress" label="Wallet address" />
            </Cell>
            <Cell>
              <TextInput
                name="cryptoWallet.storageLocation"
                label="Where the wallet or hardware key is kept"
              />
            </Cell>
            <Cell>
              <TextInput
                name="cryptoWallet.recoveryPhrase"
                label="How to find the recovery phrase"
                helperText="Instructions only: never type the recovery phrase itself."
                multiline
              />
            </Cell>
            <Cell>
              <TextInput name="cryptoWallet.notes" label="Wallet notes" multiline />
            </Cell>
          </>
        )}
      </Section>
      <Section
        title="Secure Document Upload (optional)"
        description="An account list or instructions you already keep in a file."
      >
        <Cell>
          <FileUploadField name="uploadedFile" label="File with your digital asset details" />
        </Cell>
      </Section>
      <Section title="Digital Legacy Wishes">
        <Cell>
          <TextInput
            name="finalWishes"
            label="Your wishes for your digital life"
            helperText="For example: keep my photos for my children, close my social accounts."
            multiline
          />
        </Cell>
      </Section>
      <SignatureBlock
        title="Confirmation and Signature"
        statement="I confirm that these instructions for my digital assets are my wishes."
      />
    </>
  );
}
