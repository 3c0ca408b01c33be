import { randomBytes } from 'node:crypto';

/** 24 hex characters, like a MongoDB ObjectId, but a plain string in both adapters. */
export const newId = (): string => randomBytes(12).toString('hex');
