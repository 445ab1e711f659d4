import { render, screen, within } from '@testing-library/react';
import { AdminContext, FunctionField, TextField, testDataProvider, type RaRecord } from 'react-admin';
import { column, COLUMN_MIN_WIDTHS, PersonCell, ShortId } from './columns';
import { ResourceList } from './ResourceList';

const rows = [{ id: 'p1', name: 'Nina New', email: 'nina.new.with.a.rather.long.address@example.com', iban: 'FR7630006000011234567890189', created: 'Nov 20' }];

const renderList = () =>
  render(
    <AdminContext dataProvider={testDataProvider({ getList: async () => ({ data: rows, total: 1 }) as never })}>
      <ResourceList resource="people" title="People" testId="people" rowTestId="person-row" sort={{ field: 'name', order: 'ASC' }} emptyText="None" errorText="Failed">
        <TextField source="name" label="Name" sortable={false} />
        <TextField source="created" label="Created" sortable={false} {...column('secondary')} />
        <TextField source="iban" label="IBAN" sortable={false} {...column('detail')} />
        <FunctionField label="E-mail" sortable={false} render={(r: RaRecord) => String(r['email'])} />
      </ResourceList>
    </AdminContext>,
  );

/** Every CSS rule emotion inserted, flattened. */
const css = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
    .join('');

describe('the list shell: columns by priority', () => {
  it('marks the header and every cell of a secondary column, and none of a key column', async () => {
    renderList();
    const row = await screen.findByTestId('person-row-p1');
    const headers = Array.from(screen.getByTestId('people-list').querySelectorAll('thead th')).map((th) => [th.textContent, th.className]);
    const classesOf = (label: string) => String(headers.find(([text]) => text === label)?.[1] ?? '');
    expect(classesOf('Name')).not.toMatch(/sp-col-/);
    expect(classesOf('E-mail')).not.toMatch(/sp-col-/);
    expect(classesOf('Created')).toMatch(/\bsp-col-secondary\b/);
    expect(classesOf('IBAN')).toMatch(/\bsp-col-detail\b/);
    const cells = Array.from(row.querySelectorAll('td'));
    expect(cells.map((td) => (/\bsp-col-(\w+)/.exec(td.className) ?? [])[1] ?? 'key')).toEqual(['key', 'secondary', 'detail', 'key']);
  });

  it("hides each priority below its width, measured on the table's own box, and lets long values wrap", async () => {
    renderList();
    await screen.findByTestId('person-row-p1');
    const box = screen.getByTestId('people-list');
    const boxClass = Array.from(box.classList).find((c) => c.startsWith('css-'));
    expect(boxClass).toBeDefined();
    const styles = css().replace(/\s+/g, '');
    expect(styles).toContain(`.${boxClass}{container-type:inline-size;`);
    expect(styles).toContain(`.${boxClass}td{overflow-wrap:anywhere;}`);
    for (const [priority, width] of Object.entries(COLUMN_MIN_WIDTHS)) {
      expect(styles).toContain(`@container(max-width:${width - 0.02}px){.${boxClass}.sp-col-${priority}{display:none;}`);
    }
    // On a phone the key columns also get the room the cells' padding took.
    expect(styles).toContain(`.${boxClass}th,.${boxClass}td{padding-left:8px;padding-right:8px;}`);
    // The phone keeps fewer columns than a desktop with the menu open.
    expect(COLUMN_MIN_WIDTHS.secondary).toBeLessThan(COLUMN_MIN_WIDTHS.detail);
  });
});

describe('the list shell: readable references', () => {
  it('shows a UUID as its first eight characters with the whole id on hover, and any other value whole', async () => {
    render(
      <>
        <ShortId id="3f2c9a10-1b2c-4d5e-8f90-123456789abc" />
        <ShortId id="ring@pay.example" />
      </>,
    );
    const [uuid, other] = screen.getAllByTestId('short-id');
    expect(uuid.textContent).toBe('3f2c9a10…');
    expect(uuid.getAttribute('aria-label')).toBe('3f2c9a10-1b2c-4d5e-8f90-123456789abc');
    expect(other.textContent).toBe('ring@pay.example');
  });

  it('shows a person by name with the e-mail under it', () => {
    render(<PersonCell name="Nina New" email="nina@example.com" />);
    const cell = screen.getByTestId('person-cell');
    expect(cell.textContent).toBe('Nina Newnina@example.com');
    expect(within(cell).getByTestId('person-email').textContent).toBe('nina@example.com');
  });
});
