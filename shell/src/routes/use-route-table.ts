import { useSyncExternalStore } from 'react';
import { getRouteTable, type RouteTable, subscribeRouteTable } from './route-table';

/** The route table for rendering: re-renders when it is set again. */
export function useRouteTable(): RouteTable {
  return useSyncExternalStore(subscribeRouteTable, getRouteTable, getRouteTable);
}
