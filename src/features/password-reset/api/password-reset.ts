// The two calls of the forgot-login flow: ask for a reset link, then set the new password with the
// token from that link (users service, PUT /Users/Password/ without a bearer token).
export { useChangePassword, useRequestPasswordReset } from '@generated/users/hooks/auth/auth';
