import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../errors/error-screen';
import { buildRoutes } from '../routing/build-routes';
import type { Device } from '../routing/device';

/** The routes of the page; a route that throws shows the full-page error screen (spec 2). */
export function appRoutes(device: Device): RouteObject[] {
  return [{ errorElement: <ErrorScreen />, children: buildRoutes(device) }];
}

/** The router of the page. */
export function createRouter(device: Device) {
  return createBrowserRouter(appRoutes(device));
}
