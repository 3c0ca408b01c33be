import { Router } from 'express';
import {
  assignAttorneyBody,
  attorneyVerificationBody,
  idParams,
  newAttorneyBody,
  requestAttorneyParams,
} from '@lexa/common';
import { callerOf } from '../auth/guards';
import { parse } from '../http/validation';
import type { AttorneyAccountService } from './account-service';
import type { CaseAssignmentService } from './assignment-service';

/** Staff's side of attorneys (mounted in the guarded /api/admin tree): their accounts and their assignments. */
export function attorneyStaffRoutes(accounts: AttorneyAccountService, assignments: CaseAssignmentService): Router {
  const router = Router();

  router.get('/attorneys', async (_req, res) => {
    res.json({ attorneys: await accounts.list() });
  });

  router.post('/attorneys', async (req, res) => {
    res.status(201).json({ attorney: await accounts.create(parse(newAttorneyBody, req.body)) });
  });

  router.patch('/attorneys/:id/verification', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { isVerified } = parse(attorneyVerificationBody, req.body);
    res.json({ attorney: await accounts.setVerification(id, isVerified) });
  });

  router.get('/requests/:id/attorneys', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ attorneys: await assignments.assignedTo(callerOf(req), id) });
  });

  router.post('/requests/:id/attorneys', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { attorneyId } = parse(assignAttorneyBody, req.body);
    res.status(201).json({ assignment: await assignments.assign(callerOf(req), id, attorneyId) });
  });

  router.delete('/requests/:id/attorneys/:attorneyId', async (req, res) => {
    const { id, attorneyId } = parse(requestAttorneyParams, req.params);
    await assignments.withdraw(callerOf(req), id, attorneyId);
    res.status(204).end();
  });

  return router;
}
