import { describe, expect, it } from "vitest";
import { addressGroup } from "@core/server/http/address-group";

describe("the unit a limit per address counts", () => {
  it("keeps an IPv4 address, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one, in any notation", () => {
    const a = addressGroup("2001:db8:1234:5678:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:db8:1234:5678::/64");
    expect(addressGroup("2001:0db8:1234:5678::1")).toBe(a);
    expect(addressGroup("[2001:DB8:1234:5678:0:0:0:2]")).toBe(a);
    expect(addressGroup("2001:db8:1234:5678::1%eth0")).toBe(a);
    expect(addressGroup("2001:db8:1234:5679::1")).not.toBe(a);
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  });
});
