import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { exposedService, publicTunnelExposure } from "./public-tunnels.js";

const exposes = (command: string) => invocations(command).some((invocation) => publicTunnelExposure(invocation) !== undefined);

describe("exposedService", () => {
  it("reads a port in every documented target spelling", () => {
    expect(exposedService("22")).toBe("SSH (a shell)");
    expect(exposedService("localhost:5432")).toBe("PostgreSQL");
    expect(exposedService("tcp://127.0.0.1:2375")).toMatch(/Docker/);
    expect(exposedService("[::1]:3389")).toBe("Remote Desktop");
    expect(exposedService("http://localhost:3000")).toBeUndefined();
    expect(exposedService("3000")).toBeUndefined();
    expect(exposedService("http://localhost")).toBeUndefined();
  });

  it("reads Cloudflare Tunnel's service schemes and runtime sockets", () => {
    expect(exposedService("ssh://localhost:2200")).toBe("SSH (a shell)");
    expect(exposedService("rdp://host")).toBe("Remote Desktop");
    expect(exposedService("unix:/var/run/docker.sock")).toMatch(/container runtime/);
    expect(exposedService("unix:/tmp/app.sock")).toBeUndefined();
  });
});

describe("publicTunnelExposure", () => {
  it("flags each tool's public tunnel to a shell, desktop, database or runtime", () => {
    for (const command of ["ngrok tcp 22", "ngrok tcp --region eu 3389", "cloudflared tunnel --url=tcp://localhost:5432", "cloudflared tunnel --unix-socket /var/run/docker.sock", "tailscale funnel --bg 22", "tailscale funnel --tcp 443 tcp://localhost:5432", "lt --port 2375", "localtunnel -p 6379", "bore local 22 --to bore.pub", "zrok share public localhost:3306", "devtunnel host -p 22 --allow-anonymous"]) {
      expect(exposes(command), command).toBe(true);
    }
  });

  it("leaves web ports, tailnet-only serving, client sides and take-downs alone", () => {
    for (const command of ["ngrok http 3000", "ngrok tcp 25565", "cloudflared tunnel --url http://localhost:8080", "cloudflared access tcp --hostname db.acme.dev --url localhost:5432", "tailscale serve 22", "tailscale funnel 3000", "tailscale funnel --https=443 off", "lt --port 5173", "bore local 8080 --to bore.pub", "bore server", "devtunnel host -p 22", "ngrok tcp 22 --help"]) {
      expect(exposes(command), command).toBe(false);
    }
  });
});
