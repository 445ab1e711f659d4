import { Box, Chip, Tooltip } from '@mui/material';
import { ADMIN_MESSAGES, deleteTicketConfirmMessage, isTicketPriority, isTicketStatus, TICKET_PRIORITY_COLORS, TICKET_STATUS_COLORS } from '@soundpost/contracts';
import { useState } from 'react';
import { DateField, FunctionField, SelectInput, type Identifier, type RaRecord } from 'react-admin';
import { column, PersonCell } from '../common/list-shell/columns';
import { ConfirmDeleteButton } from '../common/list-shell/ConfirmDeleteButton';
import { ResourceList } from '../common/list-shell/ResourceList';
import { TicketThread } from './TicketThread';
import { formatWait, TICKET_PRIORITY_CHOICES, TICKET_SORTS, TICKET_STATUS_CHOICES } from './tickets';

export const StatusChip = ({ status }: { status: unknown }) =>
  isTicketStatus(status) ? <Chip size="small" label={status.replace('_', ' ')} color={TICKET_STATUS_COLORS[status]} variant="outlined" data-testid="ticket-status" /> : null;

export const PriorityChip = ({ priority }: { priority: unknown }) =>
  isTicketPriority(priority) ? <Chip size="small" label={priority} color={TICKET_PRIORITY_COLORS[priority]} variant="outlined" data-testid="ticket-priority" /> : null;

const Waiting = ({ record }: { record: RaRecord }) => (
  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid="ticket-waiting">
    <span>{formatWait(record['waiting_seconds'])}</span>
    {record['overdue'] === true && (
      <Tooltip title="Waiting for a staff answer for more than one business day">
        <Chip size="small" color="error" label="Overdue" data-testid="ticket-overdue" />
      </Tooltip>
    )}
  </Box>
);

const TicketDeleteButton = ({ record }: { record: RaRecord }) => (
  <ConfirmDeleteButton
    resource="tickets"
    record={record}
    title="Delete ticket"
    message={deleteTicketConfirmMessage(String(record['number'] ?? record.id))}
    deleted={ADMIN_MESSAGES.ticketDeleted}
    failed={ADMIN_MESSAGES.deleteTicketFailed}
    testIdPrefix="ticket-"
    dialogTestId="ticket-delete-dialog"
  />
);

export const TicketList = () => {
  const [openId, setOpenId] = useState<Identifier | null>(null);
  return (
    <ResourceList
      title="Tickets"
      testId="tickets"
      rowTestId="ticket-row"
      sort={{ field: 'newest', order: 'DESC' }}
      search={{ placeholder: 'Search subject, message, artist name or e-mail', minWidth: 320 }}
      filters={[
        <SelectInput key="status" source="status" label="Status" choices={TICKET_STATUS_CHOICES} emptyText="All statuses" />,
        <SelectInput key="priority" source="priority" label="Priority" choices={TICKET_PRIORITY_CHOICES} emptyText="All priorities" />,
      ]}
      sorts={{ choices: TICKET_SORTS, minWidth: 180 }}
      emptyText={ADMIN_MESSAGES.noTickets}
      errorText={ADMIN_MESSAGES.loadTicketsFailed}
      onRowClick={setOpenId}
      panel={openId !== null && <TicketThread id={openId} onClose={() => setOpenId(null)} />}
    >
      <FunctionField label="#" sortable={false} {...column('secondary')} render={(record: RaRecord) => `#${String(record['number'] ?? '')}`} />
      <FunctionField label="Subject" sortable={false} render={(record: RaRecord) => <span data-testid="ticket-subject">{String(record['subject'] ?? '')}</span>} />
      <FunctionField
        label="Artist"
        sortable={false}
        {...column('secondary')}
        render={(record: RaRecord) => {
          const user = record['user'] as { name?: string; email?: string } | null;
          return user ? <PersonCell name={user.name} email={user.email} /> : '—';
        }}
      />
      <FunctionField label="Status" sortable={false} render={(record: RaRecord) => <StatusChip status={record['status']} />} />
      <FunctionField label="Priority" sortable={false} {...column('secondary')} render={(record: RaRecord) => <PriorityChip priority={record['priority']} />} />
      <FunctionField label="Waiting" sortable={false} {...column('secondary')} render={(record: RaRecord) => <Waiting record={record} />} />
      <DateField source="created_at" label="Created" showTime sortable={false} {...column('secondary')} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record: RaRecord) => (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
            <TicketDeleteButton record={record} />
          </Box>
        )}
      />
    </ResourceList>
  );
};
