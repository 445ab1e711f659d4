import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PLACEHOLDER_NOTE } from './sections';

export interface SectionPlaceholderProps {
  sectionKey: string;
  title: string;
}

/** A real page for a screen that arrives with a later release: section title and a short note. */
export const SectionPlaceholder = ({ sectionKey, title }: SectionPlaceholderProps) => {
  const { id } = useParams();
  const heading = id ? `${title} #${id}` : title;
  return (
    <Box data-testid="section-placeholder" data-section={sectionKey} sx={{ mt: 2 }}>
      <Title title={heading} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom data-testid="section-title">
            {heading}
          </Typography>
          <Typography variant="body1" color="text.secondary" data-testid="section-note">
            {PLACEHOLDER_NOTE}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
