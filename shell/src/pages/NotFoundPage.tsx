import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/Error';
import { Link as RouterLink } from 'react-router-dom';
import { MainContent, pageTitle, useDocumentTitle } from '@legacy-planner/shared-ui/pageFrame';

export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <MainContent sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <ErrorIcon sx={{ color: 'error.main' }} aria-hidden />
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              404 Page Not Found
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Did you forget to add the page to the router?
          </Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to="/" variant="contained">
            Go to the home page
          </Button>
        </CardActions>
      </Card>
    </MainContent>
  );
}
