export { useAuthenticateUser } from '@generated/users/hooks/auth/auth';
