import {
  deliveryTimings,
  funeralTypes,
  messageTypes,
  deliveryLabels,
  funeralTypeLabels,
  messageTypeLabels,
} from '@legacy-planner/contracts/wizards';
import { FileUploadField } from '../fields/FileUploadField';
import { RadioChoice, optionsOf } from '../fields/ChoiceInput';
import { RepeatableRows } from '../fields/RepeatableRows';
import { Cell, Section } from '../fields/Section';
import { TextInput } from '../fields/TextInput';
import { ToggleInput } from '../fields/ToggleInput';
import { useValue } from '../fields/useValue';
import { MessageDeliveryStatus, MessageRecipient } from './MessageRecipient';

const messageTypeOptions = optionsOf(messageTypes, messageTypeLabels);
const deliveryOptions = optionsOf(deliveryTimings, deliveryLabels);

/**
 * One legacy message: a text shows a text area, audio or video a file picker; delivery on a
 * specific date shows a date, at a life milestone a milestone field (spec section 4).
 */
function LegacyMessage({ path, number, id }: { path: string; number: number; id: string }) {
  const type = useValue<string>(`${path}.messageType`);
  const timing = useValue<string>(`${path}.deliveryTiming`);
  return (
    <>
      <MessageRecipient path={path} />
      <Cell half>
        <TextInput name={`${path}.relationship`} label="Relationship" />
      </Cell>
      <Cell>
        <RadioChoice
          name={`${path}.messageType`}
          legend="Message type"
          options={messageTypeOptions}
        />
      </Cell>
      <Cell>
        {type === 'audio' || type === 'video' ? (
          <FileUploadField name={`${path}.file`} label={`Recording for message ${number}`} />
        ) : (
          <TextInput name={`${path}.content`} label="Your message" multiline />
        )}
      </Cell>
      <Cell>
        <RadioChoice
          name={`${path}.deliveryTiming`}
          legend="Deliver it"
          options={deliveryOptions}
        />
      </Cell>
      {timing === 'specific_date' && (
        <Cell half>
          <TextInput name={`${path}.specificDate`} label="Delivery date" type="date" />
        </Cell>
      )}
      {timing === 'life_milestone' && (
        <Cell>
          <TextInput
            name={`${path}.milestoneDetails`}
            label="Milestone"
            helperText="For example: their wedding day, their 18th birthday. The person handling your affairs confirms it has come."
          />
        </Cell>
      )}
      <MessageDeliveryStatus messageId={id} />
    </>
  );
}

export function FinalWishesFields() {
  const hasPreferences = useValue<boolean>('funeralWishes.hasPreferences');
  return (
    <>
      <Section
        title="Legacy Messages"
        description="Words, a recording or a video for the people you love, delivered when you choose."
      >
        <RepeatableRows
          list="legacyMessages"
          rowName="Message"
          minRows={0}
          firstField="recipientContactId"
          emptyText="No messages yet."
          renderRow={(path, row, index) => (
            <LegacyMessage path={path} number={index + 1} id={row.id} />
          )}
        />
      </Section>
      <Section title="Personal Reflections">
        <Cell>
          <TextInput
            name="personalReflections.rememberedFor"
            label="How I want to be remembered"
            multiline
          />
        </Cell>
        <Cell>
          <TextInput
            name="personalReflections.adviceAndLessons"
            label="Advice and lessons I want to pass on"
            multiline
          />
        </Cell>
      </Section>
      <Section title="Funeral or Memorial Wishes">
        <Cell>
          <ToggleInput
            name="funeralWishes.hasPreferences"
            label="I have funeral or memorial preferences"
            variant="switch"
          />
        </Cell>
        {hasPreferences && (
          <>
            <Cell>
              <RadioChoice
                name="funeralWishes.type"
                legend="Type of service"
                options={optionsOf(funeralTypes, funeralTypeLabels)}
              />
            </Cell>
            <Cell>
              <TextInput name="funeralWishes.location" label="Location" />
            </Cell>
            <Cell>
              <TextInput name="funeralWishes.musicOrReadings" label="Music or readings" multiline />
            </Cell>
            <Cell>
              <TextInput name="funeralWishes.notes" label="Other wishes" multiline />
            </Cell>
            <Cell>
              <TextInput
                name="funeralWishes.paidBy"
                label="Who pays for the funeral"
                helperText="A person, a prepaid funeral plan or an account"
              />
            </Cell>
          </>
        )}
      </Section>
      <Section title="Keepsake or Item Requests">
        <RepeatableRows
          list="keepsakeItems"
          rowName="Keepsake"
          minRows={0}
          firstField="itemName"
          emptyText="No keepsakes yet."
          renderRow={(path) => (
            <>
              <Cell half>
                <TextInput name={`${path}.itemName`} label="Item" />
              </Cell>
              <Cell half>
                <TextInput name={`${path}.recipient`} label="For" />
              </Cell>
              <Cell>
                <TextInput name={`${path}.note`} label="Note" multiline />
              </Cell>
            </>
          )}
        />
      </Section>
      <Section title="Upload Supporting Documents">
        <Cell>
          <FileUploadField name="uploadedFiles" label="Supporting documents" multiple />
        </Cell>
      </Section>
      <Section title="Signature & Confirmation">
        <Cell half>
          <TextInput name="signature.name" label="Your full name" required autoComplete="name" />
        </Cell>
        <Cell half>
          <TextInput name="signature.date" label="Date" type="date" />
        </Cell>
        <Cell>
          <ToggleInput
            name="signature.confirmed"
            label="I confirm that these are my final wishes."
          />
        </Cell>
      </Section>
    </>
  );
}
