import { FunctionField, NumberField, SelectInput, TextField, useBasename, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { LinkStateChip } from './LinkStateChip';

export const LINK_SORTS = [
  { id: 'created_at', name: 'Newest', order: 'DESC' },
  { id: 'views', name: 'Most views', order: 'DESC' },
  { id: 'clicks', name: 'Most clicks', order: 'DESC' },
  { id: 'slug', name: 'Link name', order: 'ASC' },
  { id: 'artist_name', name: 'Artist', order: 'ASC' },
  { id: 'release_title', name: 'Release', order: 'ASC' },
] as const;

const DISABLED_CHOICES = [
  { id: 'false', name: 'Shown' },
  { id: 'true', name: 'Disabled' },
];

/** The public page, in a new tab; the click does not also open the row. */
export const PublicLink = ({ record }: { record: RaRecord }) => (
  <a href={String(record['url'] ?? '')} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} data-testid="link-public">
    {String(record['slug'] ?? '')}
  </a>
);

/** Every release's public page: search by link name, release or artist; a row opens the page's counts and Disable/Enable. */
export const LinkList = () => {
  const navigate = useNavigate();
  const basename = useBasename();
  const open = (id: Identifier) => navigate(`${basename}/links/${encodeURIComponent(String(id))}/show`);
  return (
    <ResourceList
      title="Links"
      testId="links"
      rowTestId="links-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      search={{ placeholder: 'Search link name, release or artist', minWidth: 300 }}
      filters={[<SelectInput key="disabled" source="disabled" label="Visibility" choices={DISABLED_CHOICES} emptyText="All links" />]}
      sorts={{ choices: LINK_SORTS, minWidth: 170 }}
      emptyText="No links found."
      errorText="Could not load the links."
      onRowClick={open}
    >
      <FunctionField label="Link" sortable={false} render={(record: RaRecord) => <PublicLink record={record} />} />
      <TextField source="release_title" label="Release" sortable={false} />
      <TextField source="artist_name" label="Artist" sortable={false} {...column('secondary')} />
      <FunctionField label="State" sortable={false} render={(record: RaRecord) => <LinkStateChip state={record['state']} />} />
      <NumberField source="views" label="Views" sortable={false} {...column('secondary')} />
      <NumberField source="clicks" label="Clicks" sortable={false} {...column('secondary')} />
      <DateTimeField source="created_at" label="Created" sortable={false} {...column('secondary')} />
    </ResourceList>
  );
};
