// The `token` cookie the SPAs read: same name and attributes as @bht/auth-guard's setToken
// (Path=/, SameSite=Lax, Secure over https, readable by script, so not httpOnly).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const TOKEN_COOKIE = 'token';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    expires: expiresAt,
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}
