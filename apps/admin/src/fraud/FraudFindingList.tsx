import { ADMIN_MESSAGES, PAGE_SIZES, type FraudFindingRow } from '@soundpost/contracts';
import { DateField, DateTimeInput, FunctionField, TextField, TextInput } from 'react-admin';
import { column, PersonCell, ShortId } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { UserLink } from './FraudBlockList';

/** The account a finding is about, by name and e-mail like the other lists; the id only when it no longer exists. */
export const FindingUserCell = ({ finding }: { finding: FraudFindingRow }) => (
  <PersonCell name={<UserLink id={finding.user_id} text={finding.user?.name || finding.user?.email || ''} />} email={finding.user?.name ? finding.user.email : null} />
);

/** Fraud findings: user, rule, IP, since; newest first; a row opens the user's detail. */
export const FraudFindingList = () => (
    <ResourceList
      title="Fraud findings"
      testId="fraud-findings"
      rowTestId="fraud-finding-row"
      sort={{ field: 'detected_at', order: 'DESC' }}
      pageSizes={PAGE_SIZES.fraudFindings}
      filters={[
        <TextInput key="user_id" source="user_id" label="User id" />,
        <TextInput key="rule" source="rule" label="Rule (e.g. R1_SHARED_PAYPAL)" />,
        <TextInput key="ip" source="ip" label="IP" />,
        <DateTimeInput key="since" source="since" label="Since" />,
      ]}
      emptyText={ADMIN_MESSAGES.noFindings}
      errorText={ADMIN_MESSAGES.loadFindingsFailed}
    >
      <FunctionField label="User" sortable={false} render={(r: FraudFindingRow) => <FindingUserCell finding={r} />} />
      <TextField source="rule_code" label="Rule" sortable={false} />
      <TextField source="weight" label="Weight" sortable={false} {...column('secondary')} />
      <FunctionField
        label="Entity"
        sortable={false}
        {...column('detail')}
        render={(r: FraudFindingRow) => (
          <>
            {r.entity_type}: <ShortId id={r.entity_id} />
          </>
        )}
      />
      <TextField source="ip_address" label="IP" sortable={false} emptyText="—" {...column('secondary')} />
      <DateField source="detected_at" label="Detected" showTime sortable={false} />
      <FunctionField label="" sortable={false} render={(r: FraudFindingRow) => (r.dismissed_at ? 'dismissed' : '')} />
    </ResourceList>
);
