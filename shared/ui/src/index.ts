// Theme (importing shop-theme also brings emotion's `Theme` augmentation to every app that imports the kit).
export type { ShopColours, ShopTheme, SpaceScale } from './theme/shop-theme';
export { createTheme, DEFAULT_PRIMARY } from './theme/create-theme';
export { contrastRatio } from './theme/colour';
export { UiProvider, type UiProviderProps } from './theme/ui-provider';
export type { UiLabels } from './theme/ui-labels';

// Page layout
export { actionRow, card, formSection, pageTitle, spreadRow, stickyActions, tapTarget } from './layout/page-styles';
export { factList } from './layout/fact-list-style';
export { bareList, cardGrid, cluster, stack, type Responsive, type SpaceStep } from './layout/layout-primitives';
export { scrollToElement, type ScrollSettings } from './layout/scroll-to-element';
export { useFold, type Fold } from './layout/use-fold';

// Primitives
export { Button, type ButtonProps } from './primitives/button';
export { buttonStyle, type ButtonSize, type ButtonVariant } from './primitives/button-style';
export { Spinner } from './primitives/spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/visually-hidden';
export { visuallyHiddenStyle } from './primitives/visually-hidden-style';

// Forms
export { Field, type FieldControlProps, type FieldProps } from './forms/field';
export { Input, type InputProps } from './forms/input';
export { QuantityInput, type QuantityInputProps } from './forms/quantity-input';
export { boundQuantity, typedQuantity } from './forms/quantity';
export { TextArea, type TextAreaProps } from './forms/text-area';
export { Select, type SelectProps } from './forms/select';
export { Checkbox, type CheckboxProps } from './forms/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './forms/radio-group';

// Overlays
export { Dialog, type DialogProps } from './overlays/dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './overlays/confirm-dialog';
export { ConfirmProvider } from './overlays/confirm-provider';
export { useConfirm } from './overlays/use-confirm';
export type { Confirm } from './overlays/confirm-context';

// Feedback
export { ToastProvider, type ToastProviderProps } from './feedback/toast-provider';
export { useToast } from './feedback/use-toast';
export { useToastsBelow } from './feedback/use-toasts-below';
export type { ToastAction, ToastApi, ToastOptions } from './feedback/toast-context';
export { Alert, AlertRegion } from './feedback/alert';
export { EmptyState, type EmptyStateProps } from './feedback/empty-state';
export { ErrorState, type ErrorStateProps } from './feedback/error-state';
export { NotFoundState, type NotFoundStateProps } from './feedback/not-found-state';
export { Skeleton, type SkeletonProps } from './feedback/skeleton';

// Navigation
export { Tabs, type TabItem, type TabsProps } from './navigation/tabs';
export { Pagination, type PageSizeChoice, type PaginationLabels, type PaginationProps } from './navigation/pagination';
export { pageWindow } from './navigation/page-window';
export { Steps, type StepsProps } from './navigation/steps';

// Data
export { Table, type Column, type RowKey, type TableProps, type TableSelection } from './data/table';
export { cellLabel } from './data/stacked-table-style';
export { ProductSummary, type ProductSummaryProps } from './data/product-summary';
