import { ADMIN_MESSAGES, PAGE_SIZES } from '@soundpost/contracts';
import { DateField, DateTimeInput, FunctionField, TextField, TextInput, type RaRecord } from 'react-admin';
import { ResourceList } from '../common/list-shell/ResourceList';
import { UserLink } from './FraudBlockList';

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
      <FunctionField
        label="User"
        sortable={false}
        render={(r: RaRecord) => <UserLink id={String(r['user_id'])} text={String(r['user_id']).slice(0, 8)} />}
      />
      <TextField source="rule_code" label="Rule" sortable={false} />
      <TextField source="weight" label="Weight" sortable={false} />
      <FunctionField label="Entity" sortable={false} render={(r: RaRecord) => `${String(r['entity_type'])}: ${String(r['entity_id'])}`} />
      <TextField source="ip_address" label="IP" sortable={false} emptyText="—" />
      <DateField source="detected_at" label="Detected" showTime sortable={false} />
      <FunctionField label="" sortable={false} render={(r: RaRecord) => (r['dismissed_at'] ? 'dismissed' : '')} />
    </ResourceList>
);
