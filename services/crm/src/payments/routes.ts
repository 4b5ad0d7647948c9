import { Router } from 'express';
import {
  manualPaymentSchema,
  paymentListQuerySchema,
  refundRequestSchema,
} from '@wellness/contracts';
import { DomainError, allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { sendCsv } from '../csv';
import { exportPaymentsCsv, paymentDetail, paymentFor, paymentsTable } from './handlers';
import { recordManualPayment } from './manual';
import { receiptPdf } from './receipt-pdf';
import { refundPayment } from './refunds';

const RECEIPTED = ['succeeded', 'partially_refunded', 'refunded'];

/**
 * `/api/payments`: the coach's table, export, manual payments and refunds; one payment and its
 * receipt for the coach or the client it belongs to (access.ts). The Stripe webhook is mounted
 * on its own, public path (stripe/routes.ts).
 */
export function paymentRoutes(deps: CrmDeps): Router {
  // A guard answers every request entering its router: the narrowest paths first, so that
  // `/:id` does not take "export" or "manual" for an id.
  const router = Router();
  router.use(deps.financeCache.invalidatesOnWrite());
  router.use('/export', exportRoutes(deps));
  router.use('/manual', manualRoutes(deps));
  router.use(receiptRoutes(deps));
  router.use(coachRoutes(deps));
  return router;
}

/** `/export`: the table's payments as CSV, for the coach. */
function exportRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));
  router.get('/', async (req, res) => {
    const { page: _page, pageSize: _size, ...filter } = paymentListQuerySchema.parse(req.query);
    sendCsv(res, await exportPaymentsCsv(deps, callerOf(req.ctx), filter));
  });
  return router;
}

/** `/manual`: a payment by bank transfer or cash, recorded by the coach. */
function manualRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));
  router.post('/', async (req, res) => {
    const input = manualPaymentSchema.parse(req.body ?? {});
    res.status(201).json(await recordManualPayment(deps, callerOf(req.ctx), input));
  });
  return router;
}

/** The table and refunds: the coach's. */
function coachRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    const query = paymentListQuerySchema.parse(req.query);
    res.json(await paymentsTable(deps, callerOf(req.ctx), query));
  });

  router.post('/:id/refund', async (req, res) => {
    const id = idParam(req.params.id, 'Payment');
    const { amountMinor } = refundRequestSchema.parse(req.body ?? {});
    res.json(await refundPayment(deps, callerOf(req.ctx), id, amountMinor));
  });

  return router;
}

/** A payment and its receipt: the coach, or the client whose it is (others: not found). */
function receiptRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'client'));

  router.get('/:id', async (req, res) => {
    res.json(await paymentDetail(deps, callerOf(req.ctx), idParam(req.params.id, 'Payment')));
  });

  router.get('/:id/receipt.pdf', async (req, res) => {
    const payment = await paymentFor(deps, callerOf(req.ctx), idParam(req.params.id, 'Payment'));
    if (!RECEIPTED.includes(payment.status) || !payment.receiptNumber)
      throw new DomainError('NOT_FOUND', 'This payment has no receipt: it is not paid');
    const pdf = await receiptPdf(payment, deps.billing);
    res
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="receipt-${payment.receiptNumber}.pdf"`,
        'cache-control': 'private, no-store',
      })
      .send(pdf);
  });

  return router;
}
