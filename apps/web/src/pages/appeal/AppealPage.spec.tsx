import { fireEvent, screen } from '@testing-library/react';
import { mockApi, requestsTo } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('appeal of a blocked account (/appeal)', () => {
  it('asks for a code by e-mail, then sends the appeal with it', async () => {
    const fetchMock = mockApi({
      routes: {
        'POST /fraud/appeal/code': { body: { message: 'If this account is blocked, we sent a code to its e-mail address.' } },
        'POST /fraud/appeal': { body: { message: 'Your appeal was sent. Our support team will answer by e-mail.' } },
      },
    });
    await renderApp('/appeal');
    await screen.findByTestId('appeal-page');
    fill('appeal-email', 'not-an-address');
    fireEvent.click(screen.getByTestId('appeal-send-code'));
    expect(screen.getByTestId('appeal-error').textContent).toBe('Enter a valid e-mail address.');

    fill('appeal-email', ' Nina@Example.com ');
    fireEvent.click(screen.getByTestId('appeal-send-code'));
    expect((await screen.findByTestId('appeal-info')).textContent).toBe('If this account is blocked, we sent a code to its e-mail address.');
    expect(requestsTo(fetchMock, 'POST /fraud/appeal/code')[0].body).toEqual({ email: 'nina@example.com' });

    fill('appeal-code', '123 456');
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect(screen.getByTestId('appeal-error').textContent).toBe('Write your appeal.');
    fill('appeal-message', 'I run one account only.');
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect((await screen.findByTestId('appeal-success')).textContent).toBe('Your appeal was sent. Our support team will answer by e-mail.');
    expect(requestsTo(fetchMock, 'POST /fraud/appeal')[0].body).toEqual({ email: 'nina@example.com', code: '123456', message: 'I run one account only.' });
  });
});
