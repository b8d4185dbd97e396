export {
  FulfilmentOrderFilters,
  type FulfilmentOrderFiltersState,
  type FulfilmentOrderStateFilter,
  useFulfilmentOrderFilters,
} from './order-filters';
export {
  FULFILMENT_LOCATION_LABELS,
  FULFILMENT_ORDER_STATE_COLORS,
  FULFILMENT_ORDER_STATE_LABELS,
  fulfilmentLocationName,
  fulfilmentOrderStateName,
} from './order-states';
