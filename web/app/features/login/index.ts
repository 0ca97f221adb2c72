/**
 * The sign-in screen's form. Apart from `auth` (the session every signed-in screen checks), so those screens do not
 * ship the login form's code.
 */
export { LoginForm } from './login-form.tsx';
