import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { TicketList } from './TicketList';

/** Tickets: /admin/tickets; each ticket's thread in the list's side panel. */
export default {
  list: TicketList,
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
};
