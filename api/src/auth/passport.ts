import type { Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { HttpError } from '../http/errors';
import type { User } from '../users/user.schema';
import { INVALID_CREDENTIALS, type AuthService } from './service';

export type PassportInstance = InstanceType<typeof Passport>;

/** A passport instance of our own (no global state), with one local strategy and no sessions. */
export function createPassport(auth: AuthService): PassportInstance {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: false },
      (email, password, done) => {
        auth.verifyCredentials(email, password).then((user) => done(null, user ?? false), done);
      },
    ),
  );
  return passport;
}

/** Runs the local strategy and resolves with the verified user; wrong credentials become a 401. */
export function authenticateLocal(passport: PassportInstance, req: Request, res: Response): Promise<User> {
  return new Promise((resolve, reject) => {
    passport.authenticate('local', { session: false }, (error: unknown, user: User | false) => {
      if (error) return reject(error);
      if (!user) return reject(new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS));
      resolve(user);
    })(req, res, (error: unknown) => reject(error));
  });
}
