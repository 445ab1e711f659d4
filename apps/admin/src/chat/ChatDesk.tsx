import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ChatDeskResponse } from '@soundpost/contracts';
import { formatDateTime } from '../common/date-time/date-time';
import { fill, useChatTexts } from './chat-texts';

/** Who is at the chat desk now, the office, and the chats waiting and active (GET /admin/chats/desk). */
export const ChatDesk = ({ desk, failed }: { desk: ChatDeskResponse | null; failed: boolean }) => {
  const texts = useChatTexts();
  if (failed && !desk) return <Alert severity="warning" sx={{ mb: 2 }} data-testid="chat-desk-error">{texts.desk.loadFailed}</Alert>;
  if (!desk) return null;
  const { office } = desk;
  const officeText = office.open ? texts.desk.open : office.opens_at ? fill(texts.desk.closed, { when: formatDateTime(office.opens_at) }) : texts.desk.closedNoTime;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="chat-desk">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {texts.desk.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="chat-desk-office">
              {officeText}
              {office.hours ? ` · ${fill(texts.desk.hours, { hours: office.hours })}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {fill(texts.desk.noAnswer, { n: office.no_answer_minutes })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip color={desk.waiting > 0 ? 'warning' : 'default'} label={fill(texts.desk.waiting, { n: desk.waiting })} data-testid="chat-desk-waiting" />
            <Chip color="primary" variant="outlined" label={fill(texts.desk.active, { n: desk.active })} data-testid="chat-desk-active" />
          </Stack>
          <Box data-testid="chat-desk-staff">
            <Typography variant="caption" color="text.secondary" component="div">
              {texts.desk.atDesk}
            </Typography>
            {desk.staff.length === 0 ? (
              <Typography variant="body2">{texts.desk.nobody}</Typography>
            ) : (
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {desk.staff.map((person) => (
                  <Chip key={person.id} size="small" color="success" variant="outlined" label={person.name} data-testid="chat-desk-person" />
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
