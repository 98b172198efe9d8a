import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
const ARGON2 = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** A password for a new account or a reset: 96 random bits, 16 URL-safe characters, shown once. */
export const generatePassword = () => crypto.randomBytes(12).toString('base64url');

/** 256 random bits, URL-safe. Only the hash is stored. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');
