import { describe, expect, it } from "vitest";
import { codeHttpRequests } from "./code-http-requests.js";

const sent = (code: string) => codeHttpRequests(code).map((request) => `${request.method} ${request.hostVariable ? `[${request.hostVariable}]` : request.url}`);

describe("codeHttpRequests", () => {
  it("reads methods named for the verb, in every language's clients", () => {
    expect(sent("import requests; requests.delete('https://api.example.com/users/1')")).toEqual(["DELETE https://api.example.com/users/1"]);
    expect(sent("require('axios').delete('https://api.example.com/u/1')")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("superagent.del('https://api.example.com/u/1').end()")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent('RestClient.delete "https://api.example.com/u/1"')).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("$client->delete('https://api.example.com/u/1');")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("s = requests.Session(); s.post('https://slack.com/api/chat.delete')")).toEqual(["POST https://slack.com/api/chat.delete"]);
  });

  it("reads the verb given as a string or an option, and request classes named for it", () => {
    expect(sent('requests.request("DELETE", "https://api.example.com/u/1")')).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("fetch('https://api.example.com/u/1', { method: 'DELETE' })")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("axios({ method: 'delete', url: 'https://api.example.com/u/1' })")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("https.request({ hostname: 'api.example.com', path: '/u/1', method: 'DELETE' })")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("u.Request('https://api.example.com/u/1', method='DELETE')")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent('u = URI("https://api.example.com/u/1"); h.request(Net::HTTP::Delete.new(u))')).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent('HTTP::Request->new(DELETE => "https://api.example.com/u/1")')).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent('$c = curl_init("https://api.example.com/u/1"); curl_setopt($c, CURLOPT_CUSTOMREQUEST, "DELETE");')).toEqual(["DELETE https://api.example.com/u/1"]);
  });

  it("follows variables, f-strings and base URLs, and reads a host it cannot see as a variable's", () => {
    expect(sent("API='https://api.example.com'; requests.delete(f'{API}/u/1')")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("c = http.client.HTTPSConnection('api.example.com'); c.request('DELETE', '/u/1')")).toEqual(["DELETE https://api.example.com/u/1"]);
    expect(sent("requests.delete(os.environ['API_URL'] + '/u/1')")).toEqual(["DELETE [os.environ['API_URL'] + '/u/1']"]);
  });

  it("leaves reads and the delete methods of maps, hashes, strings, caches and web frameworks' routes", () => {
    expect(sent("requests.get('https://api.example.com/users')")).toEqual([]);
    expect(sent("const m = new Map(); m.delete('a')")).toEqual([]);
    expect(sent('h = {a: 1}; h.delete(:a); "hello".delete("l")')).toEqual([]);
    expect(sent("r = redis.Redis(); r.delete('session:1')")).toEqual([]);
    expect(sent("app.delete('/users/:id', (q, r) => r.send('ok'))")).toEqual([]);
    expect(sent("q = queue.Queue(); q.put(1)")).toEqual([]);
  });
});
