// The sandbox's domain of homeowner requests and their threads, amenities and reservations.
import { serviceHandlers, type Domain } from '../domain.ts';
import { homeownerRequestsHandlers } from './homeowner-requests.ts';
import { reservationsHandlers } from './reservations.ts';
import { seedRequests, seedReservations } from './seed.ts';
import { requestsMigrations } from './tables.ts';

export const requests: Domain = {
  migrations: requestsMigrations,
  async seed(context) {
    await seedRequests(context);
    await seedReservations(context);
  },
  handlers: {
    'action-items': serviceHandlers(homeownerRequestsHandlers),
    associations: serviceHandlers(reservationsHandlers),
  },
  // Above the story's ids, the contracts' examples of new ones included (10004, 10105, 10205, 11005).
  idFloors: {
    homeowner_requests: 10005,
    request_messages: 10110,
    request_attachments: 10205,
    reservations: 11007,
  },
};
