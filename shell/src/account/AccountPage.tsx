import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MainContent } from '../layout/MainContent';
import { pageTitle, useDocumentTitle } from '../layout/useDocumentTitle';
import { ExportSection } from './ownership/ExportSection';
import { DeleteAccountSection } from './ownership/DeleteAccountSection';

// A minimal /account page holding issue 14 part B's sections; part A brings the full page
// (profile, password, two-factor, sessions) and these two sections move into it.
export function AccountPage() {
  useDocumentTitle(pageTitle('Account'));
  return (
    <MainContent>
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <Stack spacing={3}>
          <Typography variant="h1" sx={{ fontSize: '2rem' }}>
            Account
          </Typography>
          <ExportSection />
          <DeleteAccountSection />
        </Stack>
      </Container>
    </MainContent>
  );
}
