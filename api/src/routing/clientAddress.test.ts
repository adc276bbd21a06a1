import type { Context } from 'koa';
import { clientAddress } from './clientAddress';

const from = (ip: string) => clientAddress({ ip } as Context);

describe('clientAddress', () => {
  it('counts an IPv4 client by its address', () => {
    expect(from('192.0.2.7')).toBe('192.0.2.7');
    expect(from('::ffff:192.0.2.7')).toBe('::ffff:192.0.2.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(from('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(from('2001:db8:1:2::ffff')).toBe(from('2001:db8:1:2:1:2:3:4'));
    expect(from('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(from('::1')).toBe('0:0:0:0::/64');
    expect(from('2001:db8:1:3::1')).not.toBe(from('2001:db8:1:2::1'));
  });
});
