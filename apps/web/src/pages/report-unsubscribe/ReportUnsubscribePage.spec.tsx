import { fireEvent, screen } from '@testing-library/react';
import { mockApi, requestsTo } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = '0b0e6f9c-3a55-4d7e-9a4e-2f0c1f1d2e3a';

describe("the streaming report's unsubscribe link (/stats/unsubscribe/:token)", () => {
  it('stops the report with one click, without a session, and does nothing before the click', async () => {
    const fetchMock = mockApi({ routes: { [`POST /stats/report/unsubscribe/${TOKEN}`]: { body: { message: 'You will no longer receive the streaming report by e-mail.' } } } });
    await renderApp(`/stats/unsubscribe/${TOKEN}`);
    await screen.findByTestId('report-unsubscribe-page');
    expect(requestsTo(fetchMock, `POST /stats/report/unsubscribe/${TOKEN}`)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('report-unsubscribe-confirm'));
    expect((await screen.findByTestId('report-unsubscribe-success')).textContent).toBe('You will no longer receive the streaming report by e-mail.');
    expect(requestsTo(fetchMock, `POST /stats/report/unsubscribe/${TOKEN}`)).toHaveLength(1);
    expect(screen.queryByTestId('report-unsubscribe-confirm')).toBeNull();
  });

  it("says so when the link is not valid (the server's message)", async () => {
    mockApi({ routes: { 'POST /stats/report/unsubscribe/nope': { status: 404, body: { message: 'This unsubscribe link is not valid.' } } } });
    await renderApp('/stats/unsubscribe/nope');
    fireEvent.click(await screen.findByTestId('report-unsubscribe-confirm'));
    expect((await screen.findByTestId('report-unsubscribe-error')).textContent).toBe('This unsubscribe link is not valid.');
  });
});
