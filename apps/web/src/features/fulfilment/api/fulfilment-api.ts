import {
  type ContactRequestInput,
  FULFILMENT_PATHS,
  type FulfilmentOrder,
  type FulfilmentOrderInput,
  type FulfilmentOrderList,
  type FulfilmentOrderListQuery,
  type FulfilmentOrderPatch,
  type InboundInput,
  type InboundList,
  type InboundShipment,
  type InventoryList,
  type InventoryListQuery,
  type MovementList,
  type Product,
  type ProductImportResult,
  type ProductInput,
  type ProductList,
  type ProductListQuery,
  type ProductPatch,
} from '@sameday/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fulfilmentCapabilityKeys, getFulfilmentCapability } from '../../../entities/fulfilment-capability';
import { apiRequest, downloadFile, type UploadProgress, uploadFile } from '../../../shared/api';
import { useSessionManager } from '../../../shared/session';

type Query = Record<string, string | number | undefined>;
const asQuery = (query: object): Query =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value]),
  ) as Query;

/** The fulfilment feature's query keys: everything sits below ['fulfilment']. */
export const fulfilmentKeys = {
  all: ['fulfilment'] as const,
  products: (query: ProductListQuery) => [...fulfilmentKeys.all, 'products', query] as const,
  product: (sku: string) => [...fulfilmentKeys.all, 'product', sku] as const,
  inventory: (query: InventoryListQuery) => [...fulfilmentKeys.all, 'inventory', query] as const,
  inbound: () => [...fulfilmentKeys.all, 'inbound'] as const,
  movements: (sku: string) => [...fulfilmentKeys.all, 'movements', sku] as const,
  orders: (query: FulfilmentOrderListQuery) => [...fulfilmentKeys.all, 'orders', query] as const,
  order: (id: string) => [...fulfilmentKeys.all, 'order', id] as const,
};

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: fulfilmentKeys.products(query),
    queryFn: ({ signal }) =>
      apiRequest<ProductList>('platform', FULFILMENT_PATHS.products, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });
export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));

export const useProduct = (sku: string | undefined) =>
  useQuery({
    queryKey: fulfilmentKeys.product(sku ?? ''),
    queryFn: ({ signal }) => apiRequest<Product>('platform', FULFILMENT_PATHS.product(sku ?? ''), { signal }),
    enabled: Boolean(sku),
  });

export const useInventory = (query: InventoryListQuery) =>
  useQuery({
    queryKey: fulfilmentKeys.inventory(query),
    queryFn: ({ signal }) =>
      apiRequest<InventoryList>('platform', FULFILMENT_PATHS.inventory, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });

export const useMovements = (sku: string | undefined) =>
  useQuery({
    queryKey: fulfilmentKeys.movements(sku ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<MovementList>('platform', FULFILMENT_PATHS.movements(sku ?? ''), { signal, query: { limit: 50 } }),
    enabled: Boolean(sku),
  });

export const useInboundShipments = () =>
  useQuery({
    queryKey: fulfilmentKeys.inbound(),
    queryFn: ({ signal }) =>
      apiRequest<InboundList>('platform', FULFILMENT_PATHS.inbound, { signal, query: { limit: 10 } }),
  });

export const useFulfilmentOrders = (query: FulfilmentOrderListQuery) =>
  useQuery({
    queryKey: fulfilmentKeys.orders(query),
    queryFn: ({ signal }) =>
      apiRequest<FulfilmentOrderList>('platform', FULFILMENT_PATHS.orders, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });

export const useFulfilmentOrder = (id: string | undefined) =>
  useQuery({
    queryKey: fulfilmentKeys.order(id ?? ''),
    queryFn: ({ signal }) => apiRequest<FulfilmentOrder>('platform', FULFILMENT_PATHS.order(id ?? ''), { signal }),
    enabled: Boolean(id),
  });

/** A change to products, stock or orders: every fulfilment list may show it. */
function useFulfilmentMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fulfilmentKeys.all }),
  });
}

export const useCreateProduct = () =>
  useFulfilmentMutation((body: ProductInput) =>
    apiRequest<Product>('platform', FULFILMENT_PATHS.products, { method: 'POST', body }),
  );
export const useUpdateProduct = (sku: string) =>
  useFulfilmentMutation((body: ProductPatch) =>
    apiRequest<Product>('platform', FULFILMENT_PATHS.product(sku), { method: 'PATCH', body }),
  );
export const useAnnounceInbound = () =>
  useFulfilmentMutation((body: InboundInput) =>
    apiRequest<InboundShipment>('platform', FULFILMENT_PATHS.inbound, { method: 'POST', body }),
  );
export const useCreateFulfilmentOrder = () =>
  useFulfilmentMutation((body: FulfilmentOrderInput) =>
    apiRequest<FulfilmentOrder>('platform', FULFILMENT_PATHS.orders, { method: 'POST', body }),
  );
export const useEditFulfilmentOrder = (id: string) =>
  useFulfilmentMutation((body: FulfilmentOrderPatch) =>
    apiRequest<FulfilmentOrder>('platform', FULFILMENT_PATHS.order(id), { method: 'PATCH', body }),
  );
export const useCancelFulfilmentOrder = () =>
  useFulfilmentMutation((id: string) =>
    apiRequest<FulfilmentOrder>('platform', FULFILMENT_PATHS.cancelOrder(id), { method: 'POST' }),
  );

export function useContactFulfilment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequestInput) =>
      apiRequest<{ message: string }>('platform', FULFILMENT_PATHS.contactRequests, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fulfilmentCapabilityKeys.all }),
  });
}

/** GET the account's products as CSV, saved under the server's file name. */
export const exportProducts = () =>
  downloadFile('platform', FULFILMENT_PATHS.exportProducts, undefined, 'products.csv');

/** POST a .csv or .xlsx of products (multipart): valid rows are saved, the others come back with their reasons. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) =>
      uploadFile<ProductImportResult>(FULFILMENT_PATHS.importProducts, file, {
        currentToken: session.currentToken,
        // Any authenticated call renews a session that answered 401.
        refreshSession: getFulfilmentCapability,
        onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fulfilmentKeys.all }),
  });
}
