import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LevelSelect } from '../fields/LevelSelect';
import Typography from '@mui/material/Typography';
import { cardCreateSchema, type AccessCard, type CardInput } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { ConfirmDialog } from '@legacy-planner/planner-client';
import { cardsQuery } from '../api/cardsQuery';
import { useCreateCard } from '../api/createCard';
import { useDeleteCard } from '../api/deleteCard';
import { useWriteAccess } from '../access/writeAccess';
import { VerifyEmailNote, useEmailGate } from '../access/verifiedEmail';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { CardRow } from './CardRow';

/**
 * Physical access cards: wallet cards whose QR code (the card id and its secret code) opens
 * the card's level to whoever holds it. Create, change, disable, delete, print as PDF.
 */
const VERIFY_NOTE_ID = 'access-cards-verify-email';

export function AccessCardsSection() {
  const cards = useQuery(cardsQuery(usePlatform()));
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<AccessCard | null>(null);

  return (
    <Section
      id="access-cards"
      title="Physical Access Cards"
      intro="A wallet card for an emergency: its QR code opens the card's level of access, with an emergency reason for basic cards. Disable or delete a lost card at once."
    >
      <VerifyEmailNote id={VERIFY_NOTE_ID} />
      <NewCardForm />
      <LoadState query={cards} what="access cards" />
      {cards.data?.length === 0 ? <Typography>No access cards yet.</Typography> : null}
      {cards.data && cards.data.length > 0 ? (
        <Stack component="ul" aria-label="Your access cards" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {cards.data.map((card) => (
            <CardRow key={card.cardId} card={card} onDelete={() => setDeleting(card)} />
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete card ${deleting.cardId}?` : ''}
        message="The card stops working at once. This cannot be undone."
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.cardId);
          } catch {
            // The failure toast has been shown; the card stays.
          }
          setDeleting(null);
        }}
      />
    </Section>
  );
}

/** The level of a new card (basic unless chosen), validated by the contracts' card schema. */
function NewCardForm() {
  const create = useCreateCard();
  const controlProps = useEmailGate().gate(VERIFY_NOTE_ID, useWriteAccess().controlProps);
  const formik = useFormik<CardInput>({
    initialValues: cardCreateSchema.getDefault() as CardInput,
    validationSchema: cardCreateSchema,
    async onSubmit(values, { resetForm }) {
      try {
        await create.mutateAsync(values);
        resetForm();
      } catch {
        // The failure toast has been shown.
      }
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <LevelSelect
        id="new-card-level"
        name="accessLevel"
        label="Level of the new card"
        value={formik.values.accessLevel}
        onChange={formik.handleChange}
        error={Boolean(formik.errors.accessLevel)}
        helperText={formik.errors.accessLevel}
        sx={{ minWidth: 220 }}
        {...controlProps}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: { sm: 1 } }}
        {...controlProps}
        disabled={controlProps.disabled || formik.isSubmitting}
      >
        {formik.isSubmitting ? 'Please wait...' : 'Create Access Card'}
      </Button>
    </Stack>
  );
}
