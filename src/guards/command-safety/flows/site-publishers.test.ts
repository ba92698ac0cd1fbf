import { describe, expect, it } from "vitest";
import { expand } from "../__fixtures__/walk-helpers.js";
import { publishedPaths } from "./site-publishers.js";

function paths(source: string): (string | undefined)[] | undefined {
  const [name, ...args] = expand(source);
  return publishedPaths(name?.value ?? "", args)?.paths.map((field) => field.value);
}

describe("publishedPaths", () => {
  it("finds what static hosts, object puts and peer-to-peer sharing publish", () => {
    expect(paths("surge ./dist shop.surge.sh")).toEqual(["./dist"]);
    expect(paths("netlify deploy --prod --dir=build")).toEqual(["build"]);
    expect(paths("wrangler pages deploy public --project-name shop")).toEqual(["public"]);
    expect(paths("wrangler r2 object put b/k --file a.png")).toEqual(["a.png"]);
    expect(paths("b2 file upload bucket a.zip a.zip")).toEqual(["a.zip"]);
    expect(paths("tailscale file cp a.txt b.txt laptop:")).toEqual(["a.txt", "b.txt"]);
    expect(paths("ipfs add -r site")).toEqual(["site"]);
  });

  it("finds the folders data and model hubs upload (Kaggle's -p, the Hugging Face Hub's local path)", () => {
    expect(paths("kaggle datasets create -p ~/.config --public")).toEqual(["/home/ada/.config"]);
    expect(paths("kaggle kernels push -p ./nb")).toEqual(["./nb"]);
    expect(paths("kaggle datasets download -d x/y -p data")).toBeUndefined();
    expect(paths("huggingface-cli upload acme/x ~/.ssh --repo-type dataset")).toEqual(["/home/ada/.ssh"]);
    expect(paths("hf upload --repo-type model acme/x ./model weights/")).toEqual(["./model"]);
    expect(paths("hf upload acme/x")).toEqual([]);
    expect(paths("hf download acme/x")).toBeUndefined();
  });

  it("leaves their other commands alone", () => {
    expect(paths("netlify status")).toBeUndefined();
    expect(paths("wrangler dev")).toBeUndefined();
    expect(paths("tailscale file get .")).toBeUndefined();
    expect(paths("ipfs cat QmHash")).toBeUndefined();
  });
});
