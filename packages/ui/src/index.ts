export { cx } from './cx';
export { Button, buttonClass } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Input, Label, Field } from './Input';
export type { InputProps, FieldProps } from './Input';
export { Card, Stat } from './Card';
export { Spinner, PageSpinner } from './Spinner';
export { Alert } from './Alert';
export type { AlertVariant } from './Alert';
export { Badge } from './Badge';
export { BillingStatusBadge, PaymentStatusBadge } from './BillingBadges';
export { Tabs } from './Tabs';
export type { TabItem } from './Tabs';
export { ToastViewport, isSwipeDismiss } from './Toast';
export type { ToastView } from './Toast';
export { Tooltip, TooltipProvider, tooltipOpenDelay } from './Tooltip';
export { DashboardLayout } from './Layout';
export { greetingFor } from './greeting';
export type { NavItem, DashboardLayoutProps } from './Layout';
export { EmptyState, ComingSoon } from './EmptyState';
export { ShellServicesProvider, usePageTitle, useShellServices } from './shell-services';
export type { ShellServices } from './shell-services';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { Select, SelectField, TextareaField } from './Select';
export type { SelectOption, SelectProps, SelectFieldProps, TextareaFieldProps } from './Select';
export { Pagination, pageRange } from './Pagination';
export type { PaginationProps } from './Pagination';
export { PageOutlet, findPage, isPageReady, pageMenu } from './page-map';
export type {
  PageContent,
  PageEntry,
  PageLoader,
  PageMap,
  PageMenuEntry,
  PageParams,
  PageProps,
} from './page-map';
export { FactList } from './FactList';
export type { Fact } from './FactList';
export { RecordCards, WIDE_SCREEN, useMediaQuery } from './RecordCards';
export type { RecordCard } from './RecordCards';
export { areaApp } from './area-app';
export type { AreaAppOptions } from './area-app';
export { removeFirstScreen, useFirstScreenDone } from './first-screen/handoff';
