export {
  fulfilmentCapabilityKeys,
  fulfilmentCapabilityQueryOptions,
  getFulfilmentCapability,
  useFulfilmentCapability,
} from './api/get-fulfilment-capability';
