import TextField from '@mui/material/TextField';
import {
  OTHER_COUNTRY,
  signingPlaceName,
  usJurisdictions,
  type SigningPlace,
} from '@legacy-planner/contracts';

/** A place as the owner chose it: "Texas", or "another country". */
export const signingPlaceLabel = (place: SigningPlace): string =>
  place === OTHER_COUNTRY ? 'another country' : signingPlaceName(place);

/**
 * Where the owner signs their documents: the 50 states, DC and another country, in the browser's
 * own select (a list of 52 is quicker to type into there, and on a phone it is the known picker).
 * The Account page and the wizards both ask it.
 */
export function SigningPlaceSelect({
  id,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  value: SigningPlace | '';
  onChange: (place: SigningPlace | '') => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      id={id}
      label="Where you sign"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as SigningPlace | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 260 }}
    >
      <option value="" disabled>
        Choose a state
      </option>
      {usJurisdictions.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
      <option value={OTHER_COUNTRY}>Another country</option>
    </TextField>
  );
}
