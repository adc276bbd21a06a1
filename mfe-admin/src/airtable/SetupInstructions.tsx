import { useQuery } from '@tanstack/react-query';
import { airtableTables } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { airtableFieldsQuery } from '../api/airtableFieldsQuery';
import { LoadState } from '@legacy-planner/planner-client';

const variables = [
  {
    name: 'AIRTABLE_API_KEY',
    what: 'a personal access token with read and write access to the base',
  },
  { name: 'AIRTABLE_BASE_ID', what: 'the id of the base (it starts with "app")' },
  { name: 'AIRTABLE_ENDPOINT_URL', what: 'optional: another address for the Airtable API' },
];

/** Which tables and fields to create in the base, and which variables to set. */
export function SetupInstructions() {
  const { api } = usePlatform();
  const fields = useQuery(airtableFieldsQuery(api));
  return (
    <Box component="section" aria-labelledby="airtable-setup-title" sx={{ minWidth: 0 }}>
      <Typography id="airtable-setup-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Setup instructions
      </Typography>
      <Typography component="ol" sx={{ pl: 3, m: 0 }}>
        <li>
          In your Airtable base, create the tables {airtableTables.join(', ')}, each with these text
          fields (the field <code>id</code> is the key: it holds our record id, so a second sync
          updates rows instead of adding them):
          <LoadState query={fields} what="table fields" />
          {fields.data ? (
            <Box component="dl" sx={{ m: 0, mt: 1 }}>
              {airtableTables.map((table) => (
                <Box key={table} sx={{ mb: 1 }}>
                  <Box component="dt" sx={{ fontWeight: 'bold' }}>
                    {table}
                  </Box>
                  <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                    {(fields.data.tables[table] ?? []).join(', ')}
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
        </li>
        <li>
          Set these environment variables on the server, then restart it:
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {variables.map((variable) => (
              <li key={variable.name}>
                <code>{variable.name}</code>: {variable.what}
              </li>
            ))}
          </Box>
        </li>
        <li>Press Test Connection: the results box shows a check mark when every table answers.</li>
      </Typography>
    </Box>
  );
}
