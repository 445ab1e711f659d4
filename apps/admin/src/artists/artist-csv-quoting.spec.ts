import { artistsCsv } from './artist-csv';

describe('artists export quoting', () => {
  it('quotes a name a semicolon-locale spreadsheet would split into a formula', () => {
    const csv = artistsCsv([{ id: 1, name: 'x;=1+1', artist_name: '=cmd', email: 'a@x.io', roles: [] }]);
    expect(csv.split('\r\n')[1]).toBe(`1,"x;=1+1","'=cmd",a@x.io,,0,0,,`);
  });
});
