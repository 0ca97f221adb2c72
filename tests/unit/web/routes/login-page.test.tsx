// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../web/app/core/http/token-store.ts';
import LoginPage, { clientAction } from '../../../../web/app/routes/login.tsx';
import { renderWithProviders } from '../render-with-providers.tsx';

type ClientActionArgs = Parameters<typeof clientAction>[0];

/** The login page at `/login/?next=...` with stand-ins for the pages it can send the user to. */
function renderLoginAt(url: string) {
  const Stub = createRoutesStub([
    // The stub passes plain action args; the framework's extra `serverAction` is unused by this page.
    { path: '/login', Component: LoginPage, action: (args) => clientAction(args as ClientActionArgs) },
    { path: '/', Component: () => <h1>Home stand-in</h1> },
    { path: '/sqllab', Component: () => <h1>SQL Lab stand-in</h1> },
  ]);
  return renderWithProviders(<Stub initialEntries={[url]} />);
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('login page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the labelled fields and the Sign in button', async () => {
    // Arrange
    renderLoginAt('/login/');

    // Act
    const button = await screen.findByRole('button', { name: 'Sign in' });

    // Assert
    expect([screen.getByLabelText('Username').tagName, screen.getByLabelText('Password').getAttribute('type')]).toEqual(
      ['INPUT', 'password'],
    );
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('posts the credentials, stores the tokens and continues to next', async () => {
    // Arrange
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: 'a-1', refresh_token: 'r-1' }));
    renderLoginAt('/login/?next=%2Fsqllab%2F');
    await screen.findByRole('button', { name: 'Sign in' });

    // Act
    fillAndSubmit('admin', 'secret');

    // Assert
    await screen.findByRole('heading', { name: 'SQL Lab stand-in' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/v1/security/login',
      'POST',
      { username: 'admin', password: 'secret', provider: 'db', refresh: true, tenant: 'default' },
    ]);
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      access_token: 'a-1',
      refresh_token: 'r-1',
    });
  });

  it('says what to check, inline, when the server refuses the credentials', async () => {
    // Arrange
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Invalid login. Please try again.' }));
    renderLoginAt('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    // Act
    fillAndSubmit('admin', 'wrong');

    // Assert
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The username, password or workspace is not right.');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('disables the button while the request is in flight', async () => {
    // Arrange
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderLoginAt('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    // Act
    fillAndSubmit('admin', 'secret');

    // Assert
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true));
    answer(jsonResponse(200, { access_token: 'a-1' }));
    await screen.findByRole('heading', { name: 'Home stand-in' });
  });

  it('asks for both fields without calling the API when one is empty', async () => {
    // Arrange
    renderLoginAt('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    // Act
    fillAndSubmit('admin', '');

    // Assert
    expect((await screen.findByRole('alert')).textContent).toContain('Enter your username and password.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
