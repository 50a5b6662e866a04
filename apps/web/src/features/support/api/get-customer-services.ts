import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The customer-service channels (the online chat and the outside ones) and the chat's hours. */
export const customerServicesQuery = () =>
  queryOptions({
    queryKey: ['getCustomerServices'] as const,
    queryFn: () => call('getCustomerServices', {}),
    staleTime: 60_000,
  });

export const useCustomerServices = () => useQuery(customerServicesQuery());
