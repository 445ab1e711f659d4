import { ADMIN_MESSAGES, FRAUD_LEVELS, PAGE_SIZES } from '@soundpost/contracts';
import { DateField, FunctionField, NumberInput, SelectInput, TextField, useBasename, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { FraudLevelChip, UserStatusChip } from './FraudLevelChip';
import { FraudPager } from './FraudPager';

const LEVEL_CHOICES = FRAUD_LEVELS.map((l) => ({ id: l, name: l }));

/** Fraud scores: search, level, minimum score; highest first; a row opens the user's detail. */
export const FraudScoreList = () => {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <ResourceList
      title="Fraud scores"
      testId="fraud-scores"
      rowTestId="fraud-score-row"
      sort={{ field: 'total_score', order: 'DESC' }}
      pageSizes={PAGE_SIZES.fraudScores}
      pagination={<FraudPager />}
      search={{ placeholder: 'Search name or e-mail' }}
      filters={[
        <SelectInput key="level" source="level" label="Level" choices={LEVEL_CHOICES} emptyText="All levels" />,
        <NumberInput key="min_score" source="min_score" label="Minimum score" min={0} />,
      ]}
      emptyText={ADMIN_MESSAGES.noUsers}
      errorText={ADMIN_MESSAGES.loadScoresFailed}
      onRowClick={(id) => navigate(`${basename}/fraud/user/${String(id)}`)}
    >
      <TextField source="name" label="Name" sortable={false} />
      <TextField source="email" label="E-mail" sortable={false} {...column('secondary')} />
      <FunctionField label="Status" sortable={false} render={(r: RaRecord) => <UserStatusChip status={r['user_status']} />} {...column('secondary')} />
      <FunctionField label="Score" sortable={false} render={(r: RaRecord) => <span data-testid="fraud-score">{String(r['total_score'])}</span>} />
      <FunctionField label="Level" sortable={false} render={(r: RaRecord) => <FraudLevelChip level={r['level']} />} />
      <DateField source="last_event_at" label="Last event" showTime sortable={false} {...column('secondary')} />
    </ResourceList>
  );
};
