import type { DispatchDay } from '@sameday/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders, testQueryClient } from '../../../test/render-screen';
import { PlanWaveModal } from './plan-wave-modal';

const window = { from: '2026-11-30T04:00:00.000Z', to: '2026-11-30T18:00:00.000Z' };
const order = (orderId: string, depot?: string): DispatchDay['unassignedOrders'][number] => ({
  orderId,
  reference: orderId,
  service: depot ? 'next_day' : 'same_day',
  window,
  reason: null,
  reasonText: null,
  unpooled: false,
  ...(depot ? { depot } : {}),
});
const day: DispatchDay = {
  date: '2026-11-30',
  waves: [],
  missions: [],
  unassignedOrders: [order('SD-READY'), order('SD-DEPOT', 'Al Quoz depot')],
  couriers: [
    {
      courierId: 'cou_1',
      name: 'Yousef Saeed',
      vehicleKind: 'van',
      capacityParcels: 150,
      shift: { startsAt: '2026-11-30T04:00:00.000Z', endsAt: '2026-11-30T17:00:00.000Z' },
      inQueue: true,
      loadParcels: 0,
      capacityKg: 800,
      loadKg: 0,
    },
  ],
};

describe('Plan the wave (decision 078)', () => {
  it('offers the orders waiting at a depot beside the ready ones, named with their depot, and plans them together', async () => {
    const user = userEvent.setup();
    const onPlan = vi.fn();
    render(
      <TestProviders queryClient={testQueryClient()}>
        <PlanWaveModal day={day} opened isPending={false} error={null} onPlan={onPlan} onClose={() => undefined} />
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Plan the wave' });
    expect(within(dialog).getByRole('checkbox', { name: 'SD-DEPOT' })).toBeChecked();
    expect(within(dialog).getByText('At Al Quoz depot, to deliver')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/to deliver$/)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Plan the wave' }));
    expect(onPlan).toHaveBeenCalledWith(expect.objectContaining({ orderIds: ['SD-READY', 'SD-DEPOT'] }));
  });

  it('names the orders back at a depot that it does not offer, and why (decision 078, later)', async () => {
    const held: DispatchDay = {
      ...day,
      heldAtDepot: [
        { orderId: 'SD-HELD', reference: 'SD-HELD', depot: 'Al Quoz depot', status: 'on_hold' },
        { orderId: 'SD-BACK', reference: 'SD-BACK', depot: 'Al Quoz depot', status: 'return_to_origin' },
      ],
    };
    render(
      <TestProviders queryClient={testQueryClient()}>
        <PlanWaveModal day={held} opened isPending={false} error={null} onPlan={vi.fn()} onClose={() => undefined} />
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Plan the wave' });
    const list = within(dialog).getByRole('region', { name: 'At a depot, not offered' });
    expect(within(list).getByText(/SD-HELD: At Al Quoz depot, held for the merchant’s choice/)).toBeInTheDocument();
    expect(within(list).getByText(/SD-BACK: At Al Quoz depot, the merchant chose to return it/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'SD-HELD' })).toBeNull();
    expect(within(dialog).getAllByRole('checkbox', { name: /^SD-/ })).toHaveLength(2);
  });
});
