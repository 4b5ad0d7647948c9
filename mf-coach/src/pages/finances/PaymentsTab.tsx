import { useState } from 'react';
import type { Payment } from '@wellness/contracts';
import {
  Button,
  EmptyState,
  Pagination,
  useMediaQuery,
  useShellServices,
  WIDE_SCREEN,
} from '@wellness/ui';
import { useExportPayments, usePaymentPlans, usePayments } from '../../api/payments';
import { LoadError, Loading } from '../../components/QueryState';
import { datedFilename, downloadText } from '../../lib/download';
import { errorText } from '../../lib/errors';
import { resultCount } from '../../lib/result-count';
import { isPaymentFiltered, paymentFilterQuery, paymentListQuery } from './filters';
import type { FinanceFilters } from './filters';
import { PaymentFilterBar } from './PaymentFilterBar';
import { PaymentCards, PaymentTable } from './PaymentList';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { RefundDialog } from './RefundDialog';
import { useDialogKey } from './use-dialog-key';

const PAYMENT_NOUN = { one: 'payment', many: 'payments' };

/**
 * Every payment: search, filters, paging, export, receipts, refunds and recording a payment. The
 * server counts at most 1,000 matches: beyond, the count reads "1,000+ payments".
 */
export function PaymentsTab({
  filters,
  onChange,
}: {
  filters: FinanceFilters;
  onChange: (patch: Partial<FinanceFilters>) => void;
}) {
  const { notify } = useShellServices();
  const wide = useMediaQuery(WIDE_SCREEN);
  const payments = usePayments(paymentListQuery(filters));
  const plans = usePaymentPlans();
  const exporter = useExportPayments();
  const recording = useDialogKey();
  // The payment stays while the dialog closes, so focus can return to its Refund button.
  const [refunding, setRefunding] = useState<{ payment: Payment | null; open: boolean; n: number }>(
    {
      payment: null,
      open: false,
      n: 0,
    },
  );
  const refund = (payment: Payment) => setRefunding((r) => ({ payment, open: true, n: r.n + 1 }));
  const filtered = isPaymentFiltered(filters);
  const rows = payments.data?.items ?? [];

  const exportCsv = async () => {
    try {
      const csv = await exporter.mutateAsync(paymentFilterQuery(filters));
      downloadText(csv, datedFilename('payments', 'csv'));
      notify({ title: 'Payments exported' });
    } catch (error) {
      notify({ title: 'Export failed', description: errorText(error), variant: 'destructive' });
    }
  };

  return (
    <div className="ui-stack">
      <PaymentFilterBar filters={filters} plans={plans.data ?? []} onChange={onChange} />
      <div className="coach-finance-toolbar">
        <p className="coach-result-count" aria-live="polite">
          {payments.data ? resultCount(payments.data, PAYMENT_NOUN, filtered) : ''}
        </p>
        <div className="coach-finance-toolbar__actions">
          <Button
            size="sm"
            variant="outline"
            loading={exporter.isPending}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
          <Button size="sm" onClick={recording.show}>
            Record payment
          </Button>
        </div>
      </div>
      <div
        aria-busy={payments.isFetching || undefined}
        className={payments.isPlaceholderData ? 'coach-stale' : undefined}
      >
        {payments.isPending ? (
          <Loading label="Loading payments" />
        ) : payments.isError ? (
          <LoadError
            title="We couldn't load the payments"
            error={payments.error}
            onRetry={() => void payments.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title={filtered ? 'No payments match these filters' : 'No payments yet'}
            description={
              filtered
                ? 'Try another search or clear the filters.'
                : 'Payments show here when clients pay, or when you record a bank transfer.'
            }
          />
        ) : (
          <>
            {wide ? (
              <PaymentTable payments={rows} onRefund={refund} />
            ) : (
              <PaymentCards payments={rows} onRefund={refund} />
            )}
            <Pagination
              noun="payments"
              page={payments.data.page}
              pageSize={payments.data.pageSize}
              total={payments.data.total}
              totalCapped={payments.data.totalCapped}
              onPageChange={(page) => onChange({ page })}
            />
          </>
        )}
      </div>
      <RefundDialog
        key={refunding.n}
        payment={refunding.payment}
        open={refunding.open}
        onClose={() => setRefunding((r) => ({ ...r, open: false }))}
      />
      <RecordPaymentDialog key={recording.key} open={recording.open} onClose={recording.hide} />
    </div>
  );
}
